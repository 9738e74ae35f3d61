// build.py rewrites this file in every build; these are the values for an unbuilt web/.
export const DEBUG = false;
export const WHEEL_URL = "engine/midnight_princess-1.1.0-py3-none-any.whl";
export const WHEEL_BYTES = 0;
export const PYODIDE_BYTES = {};
export const PROFILE = "default";
export const RTP = null;
export const PYODIDE_VERSION = "";
export const STDLIB_URL = "pyodide/python_stdlib.min.zip";
export const WHEEL_SHA256 = "";
export const RUNTIME_ID = "";
export const BOOT_FILES = {};
export const MAX_WIN_ODDS = {};
