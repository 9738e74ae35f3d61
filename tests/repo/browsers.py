"""The three browser engines a player uses, driven one way: Chromium through Playwright, Firefox ESR
over WebDriver BiDi (Firefox's own remote protocol; Selenium's BiDi socket, no geckodriver) and
WebKitGTK over W3C WebDriver (Selenium's WebKitGTK driver, `WebKitWebDriver` with its `MiniBrowser`
in an Xvfb display). Each `Browser` opens `Tab`s that share one profile, as tabs of one browser do;
a `Tab` does only what every engine can: load, run a function, wait, click, resize, screenshot.

Debian's packages only: `chromium`, `firefox-esr`, `webkit2gtk-driver` and `xvfb`
(scripts/install-deps.sh installs them); nothing is downloaded when a test runs.
"""

from __future__ import annotations

import base64
import json
import os
import shutil
import subprocess
import tempfile
import time
import warnings
from pathlib import Path
from typing import Any, Callable

from midnight_princess_testkit import CHROMIUM, DESKTOP
from midnight_princess_testkit.chromium import launch as launch_chromium

BROWSERS = ("chromium", "firefox", "webkit")
FIREFOX = Path("/usr/bin/firefox-esr")
WEBKIT_DRIVER = Path("/usr/bin/WebKitWebDriver")
MINIBROWSER = Path("/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser")
XVFB = Path("/usr/bin/Xvfb")
COMMAND_TIMEOUT_S = 120  # one protocol command (a navigation waits for the page's load event)

# A function of one JSON argument, run in the page; its (awaited) value comes back as JSON text, or
# the error it threw as {"__error": message}: one shape for every protocol.
_WRAP = """async (argText) => {
  try { return JSON.stringify({value: (await (%s)(JSON.parse(argText))) ?? null}); }
  catch (e) { return JSON.stringify({__error: String(e)}); }
}"""


class PageScriptError(AssertionError):
    """A function run in the page threw."""


def missing(engine: str) -> str | None:
    """Why `engine` cannot run on this machine (what to install), or None when it can."""
    needs = {
        "chromium": [(CHROMIUM, "chromium")],
        "firefox": [(FIREFOX, "firefox-esr")],
        "webkit": [(WEBKIT_DRIVER, "webkit2gtk-driver"), (MINIBROWSER, "webkit2gtk-driver"), (XVFB, "xvfb")],
    }[engine]
    lacking = sorted({package for path, package in needs if not path.exists()})
    modules = {"chromium": "playwright", "firefox": "selenium", "webkit": "selenium"}[engine]
    try:
        __import__(modules)
    except ImportError:
        lacking.append(f"{modules} (pip install -r requirements-dev.txt)")
    return f"{engine} needs {', '.join(lacking)} (scripts/install-deps.sh)" if lacking else None


def _decode(text: str) -> Any:
    result = json.loads(text)
    if "__error" in result:
        raise PageScriptError(result["__error"])
    return result["value"]


class Tab:
    """One page in a window of its own: `call(js, arg)` runs a JavaScript function of `arg` in it and
    returns its value. Tabs of one Browser share its profile (storage, service workers)."""

    browser: Browser
    errors: list[str]

    def goto(self, url: str) -> None:
        raise NotImplementedError

    def reload(self) -> None:
        raise NotImplementedError

    def run(self, wrapped: str, arg_text: str) -> str:
        """The wrapped function's JSON text (each protocol's one primitive)."""
        raise NotImplementedError

    def click(self, selector: str) -> None:
        raise NotImplementedError

    def resize(self, width: int, height: int) -> None:
        """The page's viewport becomes width x height CSS pixels."""
        raise NotImplementedError

    def screenshot(self, path: Path | str) -> None:
        raise NotImplementedError

    def close(self) -> None:
        raise NotImplementedError

    def call(self, script: str, arg: Any = None) -> Any:
        """Run the JavaScript function `script` on `arg` (JSON) in the page; its awaited value (JSON)."""
        return _decode(self.run(_WRAP % script, json.dumps(arg)))

    def wait_for(self, script: str, arg: Any = None, timeout: float = 60.0, every: float = 0.05) -> Any:
        """Call `script` until it returns something true; that value. Fails after `timeout` seconds."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                value = self.call(script, arg)
            except Exception as lost:  # a poll the driver lost is a false one; the last is raised at the deadline
                if not self.lost_answer(lost) or time.monotonic() > deadline:
                    raise
                value = None
            if value:
                return value
            if time.monotonic() > deadline:
                raise AssertionError(f"{self.browser.name}: still false after {timeout} s: {script}")
            time.sleep(every)

    def lost_answer(self, error: Exception) -> bool:
        """Whether `error` is the driver losing a script's answer (the page itself said nothing)."""
        return False


class Browser:
    """One browser of an engine; `tab()` opens a tab in its one profile."""

    name: str
    version: str

    def tab(self) -> Tab:
        raise NotImplementedError

    def close(self) -> None:
        raise NotImplementedError


# --- Chromium: Playwright ------------------------------------------------------------------------------


class PlaywrightTab(Tab):
    browser: Chromium

    def __init__(self, browser: Chromium, page: Any):
        self.browser, self.page, self.errors = browser, page, []
        page.on("pageerror", lambda e: self.errors.append(str(e)))

    def goto(self, url: str) -> None:
        self.page.goto(url)

    def reload(self) -> None:
        self.page.reload()

    def run(self, wrapped: str, arg_text: str) -> str:
        return str(self.page.evaluate(wrapped, arg_text))

    def click(self, selector: str) -> None:
        self.page.click(selector)

    def resize(self, width: int, height: int) -> None:
        self.page.set_viewport_size({"width": width, "height": height})

    def screenshot(self, path: Path | str) -> None:
        self.page.screenshot(path=str(path))

    def close(self) -> None:
        self.page.close()


class Chromium(Browser):
    """Debian's Chromium (the kit's flags: midnight_princess_testkit.chromium); one context, so its tabs share storage."""

    name = "chromium"

    def __init__(self, playwright: Any):
        self.browser = launch_chromium(playwright)
        self.version = self.browser.version
        self.context = self.browser.new_context(viewport=DESKTOP, timezone_id="UTC")

    def tab(self) -> Tab:
        return PlaywrightTab(self, self.context.new_page())

    def close(self) -> None:
        self.context.close()
        self.browser.close()


# --- Firefox: WebDriver BiDi ---------------------------------------------------------------------------

# Prefs for a quiet test profile; Firefox adds its own recommended remote-control prefs itself.
FIREFOX_PREFS = {
    "browser.shell.checkDefaultBrowser": False,
    "browser.startup.homepage_override.mstone": "ignore",
    "datareporting.policy.dataSubmissionEnabled": False,
    "toolkit.telemetry.reportingpolicy.firstRun": False,
    "app.update.disabledForTesting": True,
    "browser.aboutwelcome.enabled": False,
}


class _Event:
    """A BiDi event name for Selenium's socket: its params pass through as they are."""

    def __init__(self, name: str):
        self.event_class = name

    @staticmethod
    def from_json(params: dict[str, Any]) -> dict[str, Any]:
        return params


class BidiTab(Tab):
    browser: Firefox

    def __init__(self, browser: Firefox, context: str):
        self.browser, self.context, self.errors = browser, context, []

    def send(self, method: str, **params: Any) -> Any:
        return self.browser.send(method, context=self.context, **params)

    def goto(self, url: str) -> None:
        self.send("browsingContext.navigate", url=url, wait="complete")

    def reload(self) -> None:
        self.send("browsingContext.reload", wait="complete")

    def run(self, wrapped: str, arg_text: str) -> str:
        result = self.browser.send("script.callFunction", functionDeclaration=wrapped, awaitPromise=True,
                                  target={"context": self.context}, arguments=[{"type": "string", "value": arg_text}])
        if result.get("type") == "exception":
            raise PageScriptError(result["exceptionDetails"].get("text", "the script failed"))
        return str(result["result"]["value"])

    def click(self, selector: str) -> None:
        nodes = self.send("browsingContext.locateNodes", locator={"type": "css", "value": selector}, maxNodeCount=1)["nodes"]
        assert nodes, f"firefox: nothing matches {selector}"
        element = {"type": "element", "element": {"sharedId": nodes[0]["sharedId"]}}
        self.send("input.performActions", actions=[{"type": "pointer", "id": "mouse", "actions": [
            {"type": "pointerMove", "x": 0, "y": 0, "origin": element},
            {"type": "pointerDown", "button": 0}, {"type": "pointerUp", "button": 0}]}])

    def resize(self, width: int, height: int) -> None:
        self.send("browsingContext.setViewport", viewport={"width": width, "height": height})

    def screenshot(self, path: Path | str) -> None:
        Path(path).write_bytes(base64.b64decode(self.send("browsingContext.captureScreenshot")["data"]))

    def close(self) -> None:
        self.send("browsingContext.close")


class Firefox(Browser):
    """Debian's Firefox ESR, headless, with its WebDriver BiDi server on a free port."""

    name = "firefox"

    def __init__(self) -> None:
        from selenium.webdriver.remote.websocket_connection import WebSocketConnection

        self.profile = Path(tempfile.mkdtemp(prefix="mp-firefox-"))
        (self.profile / "user.js").write_text("".join(f'user_pref("{k}", {json.dumps(v)});\n' for k, v in FIREFOX_PREFS.items()))
        self.log = open(self.profile / "firefox.log", "w+")
        self.process = subprocess.Popen([str(FIREFOX), "--headless", "--no-remote", "--profile", str(self.profile),
                                         "--remote-debugging-port=0", "about:blank"],
                                        stdout=self.log, stderr=subprocess.STDOUT, env={**os.environ, "MOZ_CRASHREPORTER_DISABLE": "1"})
        url = self._socket_url()
        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)  # `interval`: required by Selenium 4.51, unused from 4.52
            self.conn = WebSocketConnection(url + "/session", COMMAND_TIMEOUT_S, 0.1)
        capabilities = self.send("session.new", capabilities={"alwaysMatch": {"unhandledPromptBehavior": "dismiss"}})["capabilities"]
        self.version = capabilities["browserVersion"]
        self.tabs: dict[str, BidiTab] = {}
        self.conn.add_callback(_Event("log.entryAdded"), self._logged)
        self.send("session.subscribe", events=["log.entryAdded"])

    def _socket_url(self, timeout: float = 60.0) -> str:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            self.log.seek(0)
            for line in self.log.read().splitlines():
                if line.startswith("WebDriver BiDi listening on "):
                    return line.rsplit(" ", 1)[1]
            if self.process.poll() is not None:
                break
            time.sleep(0.1)
        self.log.seek(0)
        raise RuntimeError(f"Firefox's WebDriver BiDi did not start:\n{self.log.read()[-2000:]}")

    def send(self, method: str, **params: Any) -> Any:
        reply = self.conn.send_cmd(method, params)
        if "error" in reply:
            raise RuntimeError(f"firefox: {method}: {reply['error']}: {reply.get('message', '')}")
        return reply["result"]

    def _logged(self, entry: dict[str, Any]) -> None:
        if entry.get("type") == "javascript" and entry.get("level") == "error":
            tab = self.tabs.get(entry.get("source", {}).get("context", ""))
            if tab is not None:
                tab.errors.append(str(entry.get("text")))

    def tab(self) -> Tab:
        # A window of its own, so it is never a background tab (whose animation frames stop); the one
        # Firefox opened with stays, so closing one never ends the browser.
        context = self.send("browsingContext.create", type="window")["context"]
        self.tabs[context] = BidiTab(self, context)
        return self.tabs[context]

    def close(self) -> None:
        try:
            self.send("session.end")
        except Exception:  # noqa: BLE001 - the browser may be gone already; it is ended below either way
            pass
        self.conn.close()
        self.process.terminate()
        try:
            self.process.wait(timeout=20)
        except subprocess.TimeoutExpired:
            self.process.kill()
        self.log.close()
        shutil.rmtree(self.profile, ignore_errors=True)


# --- WebKitGTK: W3C WebDriver --------------------------------------------------------------------------


# MiniBrowser's toolbar keeps its window 447 px wide at least: this GTK style (for the browser's own
# widgets, never the page) shrinks it so the page can be a phone's 390 CSS px.
GTK_CSS = "* { min-width: 0; min-height: 0; padding: 0; margin: 0; font-size: 1px; }\n"


class Xvfb:
    """A virtual X display of its own (MiniBrowser has no working headless mode: it hangs)."""

    def __init__(self) -> None:
        read, write = os.pipe()
        self.process = subprocess.Popen([str(XVFB), "-displayfd", str(write), "-screen", "0", "1920x1200x24", "-nolisten", "tcp"],
                                        pass_fds=(write,), stderr=subprocess.DEVNULL)
        os.close(write)
        with os.fdopen(read) as pipe:
            number = pipe.readline().strip()
        if not number:
            raise RuntimeError("Xvfb did not start")
        self.display = f":{number}"

    def close(self) -> None:
        self.process.terminate()
        self.process.wait(timeout=10)


class WebDriverTab(Tab):
    browser: WebKit

    def __init__(self, browser: WebKit, handle: str):
        self.browser, self.handle, self.errors = browser, handle, []

    @property
    def driver(self) -> Any:
        """The driver, switched to this tab (classic WebDriver talks to one window at a time)."""
        if self.browser.current != self.handle:
            self.browser.driver.switch_to.window(self.handle)
            self.browser.current = self.handle
        return self.browser.driver

    def goto(self, url: str) -> None:
        self.driver.get(url)

    def reload(self) -> None:
        self.driver.refresh()

    def lost_answer(self, error: Exception) -> bool:
        # WebKitWebDriver sometimes answers a script run while the page loads (its service worker taking
        # the page, its first frame) with "Could not parse script result": CI lost a whole module so.
        return "Could not parse script result" in str(error)

    def run(self, wrapped: str, arg_text: str) -> str:
        return str(self.driver.execute_async_script(f"const done = arguments[1]; ({wrapped})(arguments[0]).then(done);", arg_text))

    def click(self, selector: str) -> None:
        from selenium.webdriver.common.by import By

        self.driver.find_element(By.CSS_SELECTOR, selector).click()

    def resize(self, width: int, height: int) -> None:
        # The window's size includes the browser's own bars: add what the page does not get.
        driver = self.driver
        for _ in range(3):
            inner = self.call("() => [innerWidth, innerHeight]")
            if inner == [width, height]:
                return
            rect = driver.get_window_rect()
            driver.set_window_rect(width=rect["width"] + width - inner[0], height=rect["height"] + height - inner[1])
        assert self.call("() => [innerWidth, innerHeight]") == [width, height], "webkit: the window would not take that size"

    def screenshot(self, path: Path | str) -> None:
        self.driver.save_screenshot(str(path))

    def close(self) -> None:
        self.driver.close()
        # Back to the first window: a closed one cannot open the next.
        self.browser.driver.switch_to.window(self.browser.home)
        self.browser.current = self.browser.home


class WebKit(Browser):
    """WebKitGTK's MiniBrowser driven by WebKitWebDriver, in an Xvfb display of its own."""

    name = "webkit"

    def __init__(self) -> None:
        from selenium import webdriver
        from selenium.webdriver.webkitgtk.options import Options
        from selenium.webdriver.webkitgtk.service import Service

        self.xvfb = Xvfb()
        self.config = Path(tempfile.mkdtemp(prefix="mp-webkit-"))
        (self.config / "gtk-3.0").mkdir()
        (self.config / "gtk-3.0" / "gtk.css").write_text(GTK_CSS)
        options = Options()
        options.binary_location = str(MINIBROWSER)
        options.add_argument("--automation")
        service = Service(executable_path=str(WEBKIT_DRIVER), env={**os.environ, "DISPLAY": self.xvfb.display, "XDG_CONFIG_HOME": str(self.config)})
        try:
            self.driver = webdriver.WebKitGTK(options=options, service=service)
        except Exception:
            self.xvfb.close()
            shutil.rmtree(self.config, ignore_errors=True)
            raise
        self.driver.set_script_timeout(COMMAND_TIMEOUT_S)
        self.version = str(self.driver.capabilities.get("browserVersion", "?"))
        self.home = self.driver.current_window_handle
        self.current: str | None = self.home

    def tab(self) -> Tab:
        # A window of its own, so it is never a background tab (whose animation frames stop); the
        # first stays, so closing one never ends the session.
        self.driver.switch_to.new_window("window")
        self.current = self.driver.current_window_handle
        return WebDriverTab(self, self.current)

    def close(self) -> None:
        try:
            self.driver.quit()
        finally:
            self.xvfb.close()
            shutil.rmtree(self.config, ignore_errors=True)


LAUNCHERS: dict[str, Callable[..., Browser]] = {
    "chromium": Chromium,
    "firefox": lambda playwright: Firefox(),
    "webkit": lambda playwright: WebKit(),
}


def launch(name: str, playwright: Any = None) -> Browser:
    """A running browser of engine `name` (Chromium needs the session's Playwright)."""
    return LAUNCHERS[name](playwright)
