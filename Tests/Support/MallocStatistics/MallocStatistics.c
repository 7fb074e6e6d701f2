#include "MallocStatistics.h"

#if defined(__linux__)
#include <malloc.h>

size_t malloc_statistics_allocated_bytes(void) {
    struct mallinfo2 info = mallinfo2();
    return info.uordblks + info.hblkhd;
}
#else
size_t malloc_statistics_allocated_bytes(void) { return 0; }
#endif
