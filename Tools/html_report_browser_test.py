#!/usr/bin/env python3
"""Checks the HTML reports of `layout run --html` and `layout explain --html`
in a real browser: headless Chromium, driven through its DevTools protocol
over a websocket (a minimal client below: the standard library only).

    python3 Tools/html_report_browser_test.py --browser /usr/bin/chromium \
        --out .build/html-report RUN.html EXPLAIN.html

RUN.html is a report of Examples/broken/conflict.json, EXPLAIN.html one of
Tests/ExplainTests/Logs/11-trustwallet-encapsulated-width-zero.log. For each
page it checks that the page loads nothing but itself and throws nothing,
selects a constraint by a click and by the keyboard (Tab, Enter, Space),
checks what is highlighted (classes, aria-pressed, computed styles) and
takes a screenshot (PNG, under --out). Prints one line a check and
'browser: N passed, N failed'; exits 1 when a check failed.

Tools/test-html-report.sh builds the reports and runs this.
"""

import argparse
import base64
import json
import os
import shutil
import socket
import struct
import subprocess
import sys
import tempfile
import time
import urllib.parse

SELECTED = "rgb(11, 99, 206)"  # --selected in Sources/Drawing/HTMLReport+Page.swift
RELATED = "rgb(217, 108, 0)"   # --related


class WebSocket:
    """A websocket client with just what the DevTools protocol needs: text
    frames out (masked), text frames in (fragmented or not), pings."""

    def __init__(self, host, port, path, timeout=30):
        self.sock = socket.create_connection((host, port), timeout=timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        request = (f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\n"
                   f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n")
        self.sock.sendall(request.encode())
        self.buffer = b""
        while b"\r\n\r\n" not in self.buffer:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise ConnectionError("the browser closed the connection during the handshake")
            self.buffer += chunk
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        if b" 101 " not in head.split(b"\r\n")[0]:
            raise ConnectionError("websocket handshake refused: " + head.decode(errors="replace"))

    def _read(self, count):
        while len(self.buffer) < count:
            chunk = self.sock.recv(max(65536, count - len(self.buffer)))
            if not chunk:
                raise ConnectionError("the browser closed the connection")
            self.buffer += chunk
        data, self.buffer = self.buffer[:count], self.buffer[count:]
        return data

    def _send_frame(self, opcode, payload):
        header = bytes([0x80 | opcode])
        length = len(payload)
        if length < 126:
            header += bytes([0x80 | length])
        elif length < 65536:
            header += bytes([0x80 | 126]) + struct.pack("!H", length)
        else:
            header += bytes([0x80 | 127]) + struct.pack("!Q", length)
        mask = os.urandom(4)
        masked = bytes(byte ^ mask[index % 4] for index, byte in enumerate(payload))
        self.sock.sendall(header + mask + masked)

    def send(self, text):
        self._send_frame(0x1, text.encode())

    def receive(self):
        message = b""
        while True:
            first, second = self._read(2)
            opcode, length = first & 0x0F, second & 0x7F
            if length == 126:
                length = struct.unpack("!H", self._read(2))[0]
            elif length == 127:
                length = struct.unpack("!Q", self._read(8))[0]
            mask = self._read(4) if second & 0x80 else None
            payload = self._read(length)
            if mask:
                payload = bytes(byte ^ mask[index % 4] for index, byte in enumerate(payload))
            if opcode == 0x9:
                self._send_frame(0xA, payload)
                continue
            if opcode == 0x8:
                raise ConnectionError("the browser closed the websocket")
            if opcode in (0x0, 0x1, 0x2):
                message += payload
                if first & 0x80:
                    return message.decode()

    def close(self):
        try:
            self._send_frame(0x8, b"")
            self.sock.close()
        except OSError:
            pass


class Browser:
    """Headless Chromium with its DevTools protocol on a websocket."""

    def __init__(self, executable, timeout=30):
        self.profile = tempfile.mkdtemp(prefix="layout-html-test-")
        arguments = [executable, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                     "--no-default-browser-check", "--hide-scrollbars", "--mute-audio",
                     "--disable-extensions", "--disable-background-networking",
                     "--remote-debugging-port=0", f"--user-data-dir={self.profile}", "about:blank"]
        self.log = open(os.path.join(self.profile, "browser.log"), "w")
        self.process = subprocess.Popen(arguments, stdout=self.log, stderr=subprocess.STDOUT)
        port_file = os.path.join(self.profile, "DevToolsActivePort")
        deadline = time.time() + timeout
        while not (os.path.exists(port_file) and len(open(port_file).read().split("\n")) >= 2):
            if self.process.poll() is not None or time.time() > deadline:
                raise RuntimeError("Chromium did not start: " + open(os.path.join(self.profile, "browser.log")).read()[-2000:])
            time.sleep(0.05)
        port, path = open(port_file).read().split("\n")[:2]
        self.socket = WebSocket("127.0.0.1", int(port), path)
        self.next_id = 0
        self.events = []

    def command(self, method, params=None, session=None, timeout=30):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            message["sessionId"] = session
        self.socket.send(json.dumps(message))
        deadline = time.time() + timeout
        while time.time() < deadline:
            reply = json.loads(self.socket.receive())
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})
            self.events.append(reply)
        raise TimeoutError(method)

    def wait_for(self, event, session, timeout=30):
        deadline = time.time() + timeout
        while time.time() < deadline:
            for index, message in enumerate(self.events):
                if message.get("method") == event and message.get("sessionId") == session:
                    return self.events.pop(index)
            self.events.append(json.loads(self.socket.receive()))
        raise TimeoutError(event)

    def close(self):
        try:
            self.command("Browser.close", timeout=5)
        except Exception:
            pass
        self.socket.close()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
        self.log.close()
        shutil.rmtree(self.profile, ignore_errors=True)


class Page:
    """One tab: navigation, script, mouse, keyboard, screenshots."""

    def __init__(self, browser, width=1280, height=900):
        self.browser = browser
        target = browser.command("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = browser.command("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for domain in ("Page", "Runtime", "Network"):
            self.send(f"{domain}.enable")
        self.send("Emulation.setDeviceMetricsOverride",
                  {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False})

    def send(self, method, params=None):
        return self.browser.command(method, params, session=self.session)

    def open(self, path):
        self.browser.events.clear()
        self.send("Page.navigate", {"url": "file://" + urllib.parse.quote(os.path.abspath(path))})
        self.browser.wait_for("Page.loadEventFired", self.session)
        self.evaluate("new Promise(function (done) { requestAnimationFrame(function () { done(true); }); })")

    def events(self, name):
        return [event for event in self.browser.events if event.get("method") == name and event.get("sessionId") == self.session]

    def evaluate(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in result:
            raise RuntimeError(f"{expression}: {result['exceptionDetails'].get('text')} "
                               f"{result['exceptionDetails'].get('exception', {}).get('description', '')}")
        return result["result"].get("value")

    def click(self, selector):
        """A real click (mouse moved, pressed, released) at the middle of the element."""
        box = self.evaluate(f"""(function () {{
            var element = document.querySelector({json.dumps(selector)});
            if (!element) {{ return null; }}
            element.scrollIntoView({{block: "center"}});
            var box = element.getBoundingClientRect();
            return [box.left + box.width / 2, box.top + box.height / 2];
        }})()""")
        if box is None:
            raise RuntimeError("nothing to click: " + selector)
        x, y = box
        self.send("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x, "y": y})
        for kind in ("mousePressed", "mouseReleased"):
            self.send("Input.dispatchMouseEvent", {"type": kind, "x": x, "y": y, "button": "left", "clickCount": 1})

    def move_mouse(self, x, y):
        self.send("Input.dispatchMouseEvent", {"type": "mouseMoved", "x": x, "y": y})

    KEYS = {"Tab": ("Tab", 9, ""), "Enter": ("Enter", 13, "\r"), " ": ("Space", 32, " "), "Escape": ("Escape", 27, "")}

    def press(self, key):
        code, virtual, text = self.KEYS[key]
        down = {"type": "keyDown" if text else "rawKeyDown", "key": key, "code": code,
                "windowsVirtualKeyCode": virtual, "nativeVirtualKeyCode": virtual}
        if text:
            down["text"] = text
        self.send("Input.dispatchKeyEvent", down)
        self.send("Input.dispatchKeyEvent", {"type": "keyUp", "key": key, "code": code,
                                             "windowsVirtualKeyCode": virtual, "nativeVirtualKeyCode": virtual})

    def tab_to(self, selector, limit=80):
        """Presses Tab until the focused element matches `selector`; returns
        the focused elements on the way (a short description of each)."""
        path = []
        for _ in range(limit):
            self.press("Tab")
            focused = self.evaluate("""(function () {
                var element = document.activeElement;
                return element ? element.tagName.toLowerCase() + (element.getAttribute("data-constraint") ? "[c" + element.getAttribute("data-constraint") + "]" : "")
                    + (element.getAttribute("data-item") ? "[i " + element.getAttribute("data-item") + "]" : "") : "";
            })()""")
            path.append(focused)
            if self.evaluate(f"document.activeElement && document.activeElement.matches({json.dumps(selector)})"):
                return path
        raise RuntimeError(f"Tab never reached {selector}: {path}")

    def screenshot(self, path, clip=None):
        params = {"format": "png"}
        if clip:
            params["clip"] = dict(clip, scale=1)
            params["captureBeyondViewport"] = True
        data = self.send("Page.captureScreenshot", params)["data"]
        with open(path, "wb") as file:
            file.write(base64.b64decode(data))
        return os.path.getsize(path)


class Checks:
    def __init__(self):
        self.passed = 0
        self.failed = 0

    def check(self, condition, what, detail=""):
        if condition:
            self.passed += 1
            print(f"ok - {what}")
        else:
            self.failed += 1
            print(f"FAILED - {what}" + (f": {detail}" if detail else ""))
        sys.stdout.flush()


def state(page, query):
    """The classes (and aria-pressed) of every element matching `query`."""
    return page.evaluate(f"""Array.prototype.map.call(document.querySelectorAll({json.dumps(query)}), function (element) {{
        return {{classes: Array.prototype.slice.call(element.classList), pressed: element.getAttribute("aria-pressed")}};
    }})""")


def has_class(page, query, name):
    found = state(page, query)
    return len(found) > 0 and all(name in element["classes"] for element in found), found


def lacks_class(page, query, name):
    found = state(page, query)
    return all(name not in element["classes"] for element in found), found


def style(page, query, property_name):
    return page.evaluate(f"""(function () {{
        var element = document.querySelector({json.dumps(query)});
        return element ? getComputedStyle(element).getPropertyValue({json.dumps(property_name)}) : null;
    }})()""")


def common_checks(page, checks, name, path):
    requests = [event["params"]["request"]["url"] for event in page.events("Network.requestWillBeSent")]
    page_url = "file://" + urllib.parse.quote(os.path.abspath(path))
    outside = [url for url in requests if url != page_url and not url.startswith("data:")]
    checks.check(not outside, f"{name}: the page loads nothing but itself", str(outside))
    errors = [event["params"]["exceptionDetails"].get("text") for event in page.events("Runtime.exceptionThrown")]
    logged = [event["params"] for event in page.events("Runtime.consoleAPICalled") if event["params"].get("type") == "error"]
    checks.check(not errors and not logged, f"{name}: the script throws nothing", str(errors + logged))
    roles = page.evaluate("""Array.prototype.map.call(document.querySelectorAll("svg .item, svg .constraint"), function (element) {
        return [element.getAttribute("role"), element.getAttribute("tabindex"), element.getAttribute("aria-label") || ""];
    })""")
    checks.check(roles and all(role == "button" and tab == "0" and label for role, tab, label in roles),
                 f"{name}: the drawing's items and constraints are focusable buttons with labels", str(roles[:3]))
    buttons = page.evaluate("""Array.prototype.map.call(document.querySelectorAll(".constraints button"), function (element) {
        return element.getAttribute("aria-pressed");
    })""")
    checks.check(buttons and all(pressed == "false" for pressed in buttons),
                 f"{name}: the constraints are toggle buttons (aria-pressed)", str(buttons))
    checks.check(page.evaluate("!!document.querySelector('[role=status]')"), f"{name}: a status line announces the selection")


def test_run_report(page, checks, path, out):
    """Examples/broken/conflict.json: [7] save.trailing == buttons.trailingMargin is broken; [3] cancel.width == 100."""
    page.open(path)
    common_checks(page, checks, "run", path)
    section = "#layout"

    # A click on the broken constraint in the list.
    page.click(f'{section} .constraints [data-constraint="7"]')
    page.move_mouse(2, 2)
    ok, found = has_class(page, f'{section} .constraints [data-constraint="7"]', "selected")
    checks.check(ok and found[0]["pressed"] == "true", "run: a click selects [7] in the list (aria-pressed)", str(found))
    ok, found = has_class(page, f'{section} svg .constraint[data-constraint="7"]', "selected")
    checks.check(ok, "run: [7]'s line in the drawing is highlighted", str(found))
    stroke = style(page, f'{section} svg .constraint[data-constraint="7"] line', "stroke")
    checks.check(stroke == SELECTED, "run: [7]'s line is drawn in the selection's colour", str(stroke))
    ok_save, _ = has_class(page, f'{section} svg .item[data-item="save"]', "related")
    ok_buttons, _ = has_class(page, f'{section} svg .item[data-item="buttons"]', "related")
    ok_cancel, _ = lacks_class(page, f'{section} svg .item[data-item="cancel"]', "related")
    checks.check(ok_save and ok_buttons and ok_cancel, "run: [7]'s items (save, buttons) are highlighted in the drawing, cancel is not")
    ok, found = has_class(page, f'{section} tr[data-item="save"]', "related")
    background = style(page, f'{section} tr[data-item="save"]', "background-color")
    checks.check(ok and background == "rgb(255, 239, 217)", "run: save's row in the frames table is highlighted", f"{found} {background}")
    status = page.evaluate(f"document.querySelector('{section} .status').textContent")
    checks.check("[7]" in status and "save" in status, "run: the status line says what is selected", status)
    page.screenshot(os.path.join(out, "run-click.png"))

    # The reverse: an item selected in the frames table highlights its constraints.
    page.click(f'{section} tr[data-item="cancel"] button')
    page.move_mouse(2, 2)
    related = page.evaluate(f"""Array.prototype.filter.call(document.querySelectorAll('{section} .constraints [data-constraint]'),
        function (element) {{ return element.classList.contains("related"); }}).map(function (element) {{ return element.getAttribute("data-constraint"); }})""")
    checks.check(related == ["1", "2", "3", "4", "6"], "run: selecting cancel highlights the constraints that name it", str(related))
    ok, _ = has_class(page, f'{section} svg .constraint[data-constraint="3"]', "related")
    faded = style(page, f'{section} svg .constraint[data-constraint="9"]', "opacity")
    checks.check(ok and faded == "0.2", "run: their lines stand out in the drawing, the others fade", f"opacity of [9]: {faded}")

    # The keyboard: Escape clears, Tab reaches the drawing's items and the list, Space and Enter select.
    page.press("Escape")
    ok, _ = lacks_class(page, f"{section} [data-constraint], {section} [data-item]", "selected")
    checks.check(ok, "run: Escape clears the selection")
    page.evaluate("document.activeElement && document.activeElement.blur(), window.scrollTo(0, 0)")
    path_taken = page.tab_to(f'{section} svg .item[data-item="save"]')
    page.press(" ")
    ok, found = has_class(page, f'{section} svg .item[data-item="save"]', "selected")
    checks.check(ok and found[0]["pressed"] == "true", "run: Tab reaches save in the drawing and Space selects it",
                 f"{found} after {path_taken}")
    related = page.evaluate(f"""Array.prototype.filter.call(document.querySelectorAll('{section} .constraints [data-constraint]'),
        function (element) {{ return element.classList.contains("related"); }}).map(function (element) {{ return element.getAttribute("data-constraint"); }})""")
    checks.check(related == ["4", "5", "6", "7"], "run: save's constraints are highlighted in the list", str(related))
    page.tab_to(f'{section} .constraints [data-constraint="3"]')
    outline = style(page, f'{section} .constraints [data-constraint="3"]', "outline-style")
    checks.check(outline not in (None, "none"), "run: the focused constraint shows its focus", str(outline))
    page.press("Enter")
    ok, found = has_class(page, f'{section} .constraints [data-constraint="3"]', "selected")
    ok_line, _ = has_class(page, f'{section} svg .constraint[data-constraint="3"]', "selected")
    ok_item, _ = has_class(page, f'{section} svg .item[data-item="cancel"]', "related")
    ok_off, _ = lacks_class(page, f'{section} svg .item[data-item="save"]', "selected")
    checks.check(ok and found[0]["pressed"] == "true" and ok_line and ok_item and ok_off,
                 "run: Enter on [3] selects it: its line and cancel are highlighted, save no more", str(found))
    item_stroke = style(page, f'{section} svg .item[data-item="cancel"] > rect', "stroke")
    checks.check(item_stroke == RELATED, "run: cancel's rectangle is outlined in the highlight colour", str(item_stroke))
    page.press("Enter")
    ok, _ = lacks_class(page, f'{section} .constraints [data-constraint="3"]', "selected")
    checks.check(ok, "run: Enter again clears it")

    # Pointing previews without selecting.
    page.click(f'{section} .constraints [data-constraint="7"]')
    box = page.evaluate(f"""(function () {{ var box = document.querySelector('{section} .constraints [data-constraint="1"]').getBoundingClientRect();
        return [box.left + 20, box.top + box.height / 2]; }})()""")
    page.move_mouse(*box)
    ok, _ = has_class(page, f'{section} svg .constraint[data-constraint="1"]', "selected")
    page.move_mouse(2, 2)
    back, _ = has_class(page, f'{section} svg .constraint[data-constraint="7"]', "selected")
    checks.check(ok and back, "run: pointing at [1] previews it; leaving shows [7] again")
    size = page.screenshot(os.path.join(out, "run-selected.png"))
    checks.check(size > 10000, "run: screenshot run-selected.png", f"{size} bytes")
    # The guides' picture (Docs/Pictures/html-report.png): the top of a narrower page, the broken constraint selected.
    page.send("Emulation.setDeviceMetricsOverride", {"width": 1040, "height": 640, "deviceScaleFactor": 1, "mobile": False})
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(os.path.join(out, "html-report.png"), clip={"x": 0, "y": 0, "width": 1040, "height": 560})


def test_explain_report(page, checks, path, out):
    """11-trustwallet: [2] UIStackView #1.trailing == BrowserNavigationBar #1.trailing - 10 is broken."""
    page.open(path)
    common_checks(page, checks, "explain", path)
    section = "#block-1"
    page.click(f'{section} .constraints [data-constraint="2"]')
    page.move_mouse(2, 2)
    ok, found = has_class(page, f'{section} .constraints [data-constraint="2"]', "selected")
    ok_line, _ = has_class(page, f'{section} svg .constraint[data-constraint="2"]', "selected")
    checks.check(ok and ok_line, "explain: a click selects [2] and its dimension line", str(found))
    ok_a, _ = has_class(page, f'{section} svg .item[data-item="UIStackView #1"]', "related")
    ok_b, _ = has_class(page, f'{section} tr[data-item="BrowserNavigationBar #1"]', "related")
    checks.check(ok_a and ok_b, "explain: [2]'s views are highlighted in the drawing and the frames")
    fixes = page.evaluate(f"""Array.prototype.filter.call(document.querySelectorAll('{section} .fixes li'),
        function (element) {{ return element.classList.contains("selected"); }}).length""")
    # Lowering its priority; its inset could hold only by turning into an overlap, which is not offered.
    checks.check(fixes == 1, "explain: the fix that changes [2] is highlighted", str(fixes))
    page.press("Escape")
    page.evaluate("document.activeElement && document.activeElement.blur(), window.scrollTo(0, 0)")
    page.tab_to(f'{section} .constraints [data-constraint="1"]')
    page.press(" ")
    ok, found = has_class(page, f'{section} .constraints [data-constraint="1"]', "selected")
    ok_line, _ = has_class(page, f'{section} svg .constraint[data-constraint="1"]', "selected")
    checks.check(ok and ok_line and found[0]["pressed"] == "true", "explain: Tab and Space select [1] and its line", str(found))
    page.tab_to(f'{section} .constraints [data-constraint="implicit-1"]')
    page.press("Enter")
    ok, _ = has_class(page, f'{section} svg .item[data-item="UIStackView #1"]', "related")
    checks.check(ok, "explain: the rule never printed highlights its view")
    size = page.screenshot(os.path.join(out, "explain-selected.png"))
    checks.check(size > 10000, "explain: screenshot explain-selected.png", f"{size} bytes")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--browser", default=shutil.which("chromium") or "chromium")
    parser.add_argument("--out", default=".build/html-report")
    parser.add_argument("run_report")
    parser.add_argument("explain_report")
    arguments = parser.parse_args()
    os.makedirs(arguments.out, exist_ok=True)
    checks = Checks()
    started = time.time()
    browser = Browser(arguments.browser)
    try:
        for test, path in ((test_run_report, arguments.run_report), (test_explain_report, arguments.explain_report)):
            page = Page(browser)
            try:
                test(page, checks, path, arguments.out)
            except Exception as error:  # A step that could not run is a failure, not a crash.
                checks.check(False, f"{test.__name__} ran to the end", repr(error))
    finally:
        browser.close()
    print(f"screenshots in {arguments.out} ({time.time() - started:.1f} s in the browser)")
    print(f"browser: {checks.passed} passed, {checks.failed} failed")
    return 1 if checks.failed or not checks.passed else 0


if __name__ == "__main__":
    sys.exit(main())
