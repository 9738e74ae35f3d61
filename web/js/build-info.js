// build.py rewrites this file in every build; these are the values for an unbuilt web/.
export const DEBUG = false;
export const WHEEL_URL = "engine/midnight_princess-0.1.0-py3-none-any.whl";
export const WHEEL_BYTES = 0;
export const PYODIDE_BYTES = {};
export const PROFILE = "default";
