#ifndef MALLOC_STATISTICS_H
#define MALLOC_STATISTICS_H

#include <stddef.h>

/// The bytes malloc has handed out and not had back: glibc's mallinfo2(),
/// in-use chunks of every arena plus mmapped blocks; 0 without glibc.
/// Swift's Glibc module does not import <malloc.h>.
size_t malloc_statistics_allocated_bytes(void);

#endif
