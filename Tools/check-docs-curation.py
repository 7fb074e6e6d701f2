#!/usr/bin/env python3
"""Checks that a DocC catalog curates every public symbol of its module.

Run by Tools/build-docs.sh after `docc convert`, with the module's symbol
graphs and the archive docc wrote:

    check-docs-curation.py --module M --symbol-graphs DIR --archive M.doccarchive
                           --catalog Sources/M/M.docc

The symbol graphs say what is public; the archive's render JSON says which
Topics groups the catalog wrote (DocC marks the groups it makes up itself,
"Instance Properties" and the like, as generated: those do not count).

- A top-level symbol (a type, a function, an operator, and a member that the
  module adds to another module's type) must be listed in some written
  Topics group: the root page's, an article's or an extension page's.
- A member of a type whose page has written Topics groups (an extension page
  `Extensions/Type.md` with `## Topics`) must be listed in one of that page's
  groups. A type without written groups keeps DocC's automatic ones.
- Every public symbol declared in the sources has a `///` comment.

Members the compiler synthesises or inherits (protocol default
implementations, members inherited from a superclass) are left to DocC's
automatic groups. Exit status 1 when anything is missing, with the symbols
and the page to add them to.
"""
import argparse
import glob
import json
import os
import re
import sys
from collections import defaultdict


def load_symbol_graphs(directory):
    symbols, parent = {}, {}
    for path in sorted(glob.glob(os.path.join(directory, "*.symbols.json"))):
        with open(path) as file:
            graph = json.load(file)
        for symbol in graph["symbols"]:
            symbols[symbol["identifier"]["precise"]] = symbol
        for relationship in graph["relationships"]:
            if relationship["kind"] == "memberOf":
                parent[relationship["source"]] = relationship["target"]
    return symbols, parent


def load_archive(archive):
    """The page URL of each symbol, and the symbols each page lists in written Topics groups."""
    url_of, written = {}, {}
    for path in glob.glob(os.path.join(archive, "data", "documentation", "**", "*.json"), recursive=True):
        with open(path) as file:
            page = json.load(file)
        url = page["identifier"]["url"]
        external_id = page.get("metadata", {}).get("externalID")
        if external_id:
            url_of[external_id] = url
        written[url] = {identifier for section in page.get("topicSections", [])
                        if not section.get("generated") for identifier in section.get("identifiers", [])}
    return url_of, written


def extension_pages(catalog):
    """Extension files by the symbol path of their title (``Module/Type`` -> Type)."""
    pages = {}
    for path in glob.glob(os.path.join(catalog, "**", "*.md"), recursive=True):
        with open(path) as file:
            match = re.match(r"\s*#\s+``([^`]+)``", file.read())
        if match:
            pages[match.group(1)] = path
    return pages


def declaration(symbol):
    return "".join(fragment["spelling"] for fragment in symbol.get("declarationFragments", []))


def link(symbol, url):
    """The symbol link to write in the catalog, with DocC's disambiguation when it needs one.

    The page URL has the path (extensions of other modules' types under that
    module's name) and any disambiguation suffix (`-3nlnp`), but spells
    operators with `_`; the symbol's path components have the real names.
    """
    if url is None:
        return "/".join(symbol["pathComponents"])
    components = url.split("/documentation/", 1)[1].split("/")[1:]
    names = symbol["pathComponents"]
    outer, own = components[:-len(names)], components[-len(names):]
    fixed = []
    for name, component in zip(names, own):
        suffix = component[component.rfind(")") + 1:] if name.endswith(")") else component[len(name):]
        fixed.append(name + suffix)
    return "/".join(outer + fixed)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--module", required=True)
    parser.add_argument("--symbol-graphs", required=True)
    parser.add_argument("--archive", required=True)
    parser.add_argument("--catalog", required=True)
    args = parser.parse_args()
    module, catalog = args.module, args.catalog.rstrip("/")
    root_page = os.path.join(catalog, module + ".md")

    symbols, parent = load_symbol_graphs(args.symbol_graphs)
    url_of, written = load_archive(args.archive)
    curated_anywhere = set().union(*written.values()) if written else set()
    extensions = extension_pages(catalog)
    path_counts = defaultdict(int)
    for symbol in symbols.values():
        path_counts["/".join(symbol["pathComponents"])] += 1

    def name(symbol):
        text = f"``{link(symbol, url_of.get(symbol['identifier']['precise']))}``"
        # Overloads share a path: show the declaration to tell them apart.
        if path_counts["/".join(symbol["pathComponents"])] > 1:
            text += f"  ({declaration(symbol)})"
        return text

    missing = defaultdict(list)   # page to add them to -> symbols
    undocumented = []
    for precise, symbol in sorted(symbols.items(), key=lambda item: item[1]["pathComponents"]):
        if "::SYNTHESIZED::" in precise or symbol["kind"]["identifier"] == "swift.extension":
            continue
        location = symbol.get("location")
        if location and not symbol.get("docComment"):
            file = os.path.relpath(location["uri"].removeprefix("file://"))
            undocumented.append(f"{file}:{location['position']['line'] + 1}: {name(symbol)}")
        url = url_of.get(precise)
        owner = symbols.get(parent.get(precise, ""))
        if owner is not None and owner["kind"]["identifier"] == "swift.extension":
            owner = None   # a member added to another module's type: curated like a top-level symbol
        if owner is not None:
            # Only a type whose page has written groups must list its members.
            owner_groups = written.get(url_of.get(parent[precise]))
            if owner_groups and url not in owner_groups:
                owner_path = "/".join(owner["pathComponents"])
                page = extensions.get(f"{module}/{owner_path}") or extensions.get(owner_path) \
                    or f"the page that curates {owner_path}"
                missing[f"a Topics group of {page}"].append(name(symbol))
        elif url not in curated_anywhere:
            missing[f"a Topics group of {root_page} (or of an extension page)"].append(name(symbol))

    failed = False
    if missing:
        failed = True
        count = sum(len(names) for names in missing.values())
        print(f"check-docs-curation: {module}: {count} public symbol(s) not curated in a written Topics group "
              f"(DocC's automatic groups do not count):", file=sys.stderr)
        for page, names in missing.items():
            print(f"  add to {page}:", file=sys.stderr)
            for symbol_name in names:
                print(f"    - {symbol_name}", file=sys.stderr)
    if undocumented:
        failed = True
        print(f"check-docs-curation: {module}: {len(undocumented)} public symbol(s) without a /// comment:",
              file=sys.stderr)
        for line in undocumented:
            print(f"  {line}", file=sys.stderr)
    if not failed:
        print(f"check-docs-curation: {module}: every public symbol is documented and curated")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
