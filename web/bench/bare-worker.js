// A bare module worker that only runs loadPyodide, for bench/browser.py to compare against.
const indexURL = new URL("../pyodide/", import.meta.url).href;
const t0 = performance.now();
try {
  const { loadPyodide } = await import(`${indexURL}pyodide.mjs`);
  await loadPyodide({ indexURL });
  self.postMessage({ ok: true, ms: performance.now() - t0 });
} catch (err) {
  self.postMessage({ ok: false, error: String(err) });
}
