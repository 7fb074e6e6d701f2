extension HTMLReport {
    /// The page's style: system fonts only (nothing to load), a drawing
    /// beside the lists where there is room, and the highlights: blue for
    /// what is selected, orange for what it joins, the rest faded.
    static let style = """
        :root { --selected: #0b63ce; --selected-back: #dbe9fb; --related: #d96c00; --related-back: #ffefd9;
                --ink: #1d2733; --muted: #5b6673; --line: #d5dbe3; --conflict: #c81e1e; }
        * { box-sizing: border-box; }
        body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: var(--ink); background: #f6f8fa; }
        header, main { max-width: 1400px; margin: 0 auto; padding: 0 20px; }
        header { padding-top: 16px; }
        h1 { font-size: 1.35rem; margin: 0 0 4px; }
        h2 { font-size: 1.15rem; margin: 0 0 6px; }
        h3 { font-size: 1rem; margin: 14px 0 6px; }
        .subtitle, .hint { margin: 2px 0; color: var(--muted); }
        code, .frames td { font-family: ui-monospace, "SF Mono", Menlo, Consolas, "DejaVu Sans Mono", monospace; font-size: 13px; }
        section.report { background: white; border: 1px solid var(--line); border-radius: 8px; padding: 14px 18px; margin: 16px 0; }
        .summary { margin: 2px 0; }
        .status { margin: 4px 0 10px; color: var(--muted); min-height: 1.45em; }
        .columns { display: flex; flex-wrap: wrap; gap: 18px; align-items: flex-start; }
        figure.drawing { margin: 0; flex: 0 1 auto; min-width: 0; max-width: 100%; }
        figure.drawing svg { display: block; max-width: 100%; height: auto; border: 1px solid var(--line); border-radius: 4px; }
        figcaption { color: var(--muted); font-size: 13px; margin-top: 4px; max-width: 60ch; }
        .side { flex: 1 1 24rem; min-width: 0; }
        .side h3:first-child { margin-top: 0; }
        ul.constraints { list-style: none; margin: 0; padding: 0; }
        ul.constraints li { margin: 2px 0; }
        button { font: inherit; color: inherit; }
        .constraint-entry { display: grid; grid-template-columns: 3.2em 1fr; align-items: baseline; width: 100%; text-align: left; background: none; border: 1px solid transparent;
                            border-left: 4px solid transparent; border-radius: 4px; padding: 3px 6px; cursor: pointer; }
        .constraint-entry:hover { background: #f0f3f7; }
        .constraint-entry .number { color: var(--muted); font-variant-numeric: tabular-nums; }
        .constraint-entry.conflict .number { color: var(--conflict); font-weight: 600; }
        .tag { display: inline-block; font-size: 12px; border-radius: 8px; padding: 0 6px; background: #eef1f4; color: var(--muted); }
        .tag.conflict, .tag.broken { background: #fde8e8; color: var(--conflict); }
        .note { color: var(--muted); font-size: 13px; }
        table.frames { border-collapse: collapse; font-variant-numeric: tabular-nums; }
        table.frames caption { text-align: left; color: var(--muted); font-size: 13px; padding-bottom: 4px; }
        table.frames th, table.frames td { padding: 2px 8px; border-bottom: 1px solid #eef1f4; text-align: right; }
        table.frames th[scope=row], table.frames thead th:first-child { text-align: left; }
        table.frames thead th { color: var(--muted); font-weight: 600; }
        table.frames th button { background: none; border: 0; padding: 0; cursor: pointer; font-weight: 600; text-decoration: underline dotted; }
        table.frames tr { border-left: 4px solid transparent; }
        div.note { margin-top: 8px; }
        div.note p, div.note li { margin: 3px 0; }
        div.note [data-constraint], div.note [data-item], .ref { cursor: pointer; border-radius: 3px; }
        .ref { color: var(--selected); font-weight: 600; }
        .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
        /* Keyboard focus: always visible. */
        :focus-visible { outline: 3px solid var(--selected); outline-offset: 2px; }
        svg :focus { outline: none; }
        /* Highlights keep their width on screen however much the drawing is scaled. */
        svg .item > rect:first-of-type, svg .item > line, svg .constraint line { vector-effect: non-scaling-stroke; }
        svg .item:focus-visible > rect:first-of-type, svg .item:focus-visible > line { stroke: var(--selected); stroke-width: 3px; stroke-dasharray: 4 2; }
        svg .constraint:focus-visible line:not(.hit) { stroke-width: 4px; }
        svg [role=button] { cursor: pointer; }
        /* The selection and what it joins. */
        .constraint-entry.selected, tr.selected, div.note .selected { background: var(--selected-back); border-left-color: var(--selected); }
        .constraint-entry.related, tr.related, div.note .related { background: var(--related-back); border-left-color: var(--related); }
        .ref.selected { background: var(--selected-back); }
        svg .item.selected > rect:first-of-type, svg .item.selected > line { stroke: var(--selected); stroke-width: 3px; }
        svg .item.related > rect:first-of-type, svg .item.related > line { stroke: var(--related); stroke-width: 3px; }
        svg .constraint.selected line:not(.hit) { stroke: var(--selected); stroke-width: 3.5px; stroke-opacity: 1; }
        svg .constraint.selected .number-tag rect, svg .constraint.selected circle.end { fill: var(--selected); }
        svg .constraint.selected text:not(.number-tag text) { fill: var(--selected); font-weight: bold; }
        svg .constraint.related line:not(.hit) { stroke: var(--related); stroke-width: 3px; stroke-opacity: 1; }
        svg .constraint.related circle.end { fill: var(--related); }
        svg .constraint.related .number-tag rect { fill: var(--related); }
        svg .constraint.selected, svg .constraint.related { opacity: 1; }
        .has-selection svg .constraint:not(.selected):not(.related) { opacity: 0.2; }
        .has-selection svg .item:not(.selected):not(.related) > rect:first-of-type { fill-opacity: 0.35; }
        svg .label.selected { font-weight: bold; fill: var(--selected); }
        svg .label.related { font-weight: bold; fill: var(--related); }
        @media (prefers-reduced-motion: no-preference) { .constraint-entry, svg .constraint { transition: opacity .12s, background-color .12s; } }

        """

    /// The page's script: links the list entries, the frames' rows and the
    /// drawing's elements through their `data-constraint` and `data-item`
    /// attributes, section by section.
    static let script = """
        (function () {
          "use strict";
          function each(root, selector, body) { Array.prototype.forEach.call(root.querySelectorAll(selector), body); }
          function targetOf(element) {
            var found = element && element.closest ? element.closest("[data-constraint], [data-item]") : null;
            if (!found) { return null; }
            return found.hasAttribute("data-constraint")
              ? { kind: "constraint", id: found.getAttribute("data-constraint"), element: found }
              : { kind: "item", id: found.getAttribute("data-item"), element: found };
          }
          function same(a, b) { return !!a && !!b && a.kind === b.kind && a.id === b.id; }

          function setUp(section) {
            var itemsOf = {}, textOf = {}, order = [];
            each(section, ".constraints [data-constraint]", function (entry) {
              var id = entry.getAttribute("data-constraint");
              try { itemsOf[id] = JSON.parse(entry.getAttribute("data-items") || "[]"); } catch (error) { itemsOf[id] = []; }
              var number = entry.querySelector(".number"), code = entry.querySelector("code");
              textOf[id] = (number ? number.textContent + " " : "") + (code ? code.textContent : "");
              order.push(id);
            });
            function constraintsOf(item) { return order.filter(function (id) { return itemsOf[id].indexOf(item) >= 0; }); }
            // The drawing's items and constraints become buttons for the keyboard and assistive technology.
            each(section, "svg .item[data-item], svg .constraint[data-constraint]", function (element) {
              var title = element.querySelector("title");
              var isItem = element.hasAttribute("data-item");
              element.setAttribute("tabindex", "0");
              element.setAttribute("role", "button");
              element.setAttribute("aria-pressed", "false");
              element.setAttribute("aria-label", (isItem ? "Item " : "Constraint ")
                + (title ? title.textContent : (isItem ? element.getAttribute("data-item") : textOf[element.getAttribute("data-constraint")] || "")));
            });
            var selection = null, pointed = null, status = section.querySelector(".status");

            function render() {
              var shown = pointed || selection, constraint = null, item = null, items = [], constraints = [];
              if (shown && shown.kind === "constraint") { constraint = shown.id; items = itemsOf[shown.id] || []; }
              if (shown && shown.kind === "item") { item = shown.id; constraints = constraintsOf(item); }
              section.classList.toggle("has-selection", !!shown);
              each(section, "[data-constraint]", function (element) {
                var id = element.getAttribute("data-constraint");
                element.classList.toggle("selected", id === constraint);
                element.classList.toggle("related", constraints.indexOf(id) >= 0);
                if (element.hasAttribute("aria-pressed")) {
                  element.setAttribute("aria-pressed", String(!!selection && selection.kind === "constraint" && selection.id === id));
                }
              });
              each(section, "[data-item]", function (element) {
                var id = element.getAttribute("data-item");
                element.classList.toggle("selected", id === item);
                element.classList.toggle("related", items.indexOf(id) >= 0);
                if (element.hasAttribute("aria-pressed")) {
                  element.setAttribute("aria-pressed", String(!!selection && selection.kind === "item" && selection.id === id));
                }
              });
              if (!status) { return; }
              if (!selection) {
                status.textContent = "Nothing selected.";
              } else if (selection.kind === "constraint") {
                var joined = itemsOf[selection.id] || [];
                status.textContent = "Selected " + (textOf[selection.id] || "constraint " + selection.id)
                  + (joined.length ? "; it joins " + joined.join(", ") + "." : ".");
              } else {
                var listed = constraintsOf(selection.id).map(function (id) { return "[" + id + "]"; });
                status.textContent = "Selected " + selection.id
                  + (listed.length ? "; its constraints: " + listed.join(", ") + "." : "; no listed constraint names it.");
              }
            }
            function toggle(target) {
              selection = same(selection, target) ? null : target;
              pointed = null;
              render();
            }

            section.addEventListener("click", function (event) {
              var target = targetOf(event.target);
              if (target) { toggle(target); }
            });
            section.addEventListener("keydown", function (event) {
              pointed = null;
              if (event.key === "Escape") { selection = null; render(); return; }
              if (event.key !== "Enter" && event.key !== " ") { return; }
              // Buttons click on Enter and Space themselves; the drawing's elements are told here.
              var target = targetOf(event.target);
              if (target && target.element === event.target && event.target.tagName.toLowerCase() !== "button") {
                event.preventDefault();
                toggle(target);
              }
            });
            section.addEventListener("mouseover", function (event) {
              var target = targetOf(event.target);
              if (!same(target, pointed)) { pointed = target; render(); }
            });
            section.addEventListener("mouseleave", function () {
              if (pointed) { pointed = null; render(); }
            });
            render();
          }
          each(document, "section.report", setUp);
        })();

        """
}
