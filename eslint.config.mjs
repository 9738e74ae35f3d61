// ESLint (flat config): the page's modules, its worker, the Node scripts and tests, and the JavaScript test kit.
import js from "@eslint/js";
import globals from "globals";

export default [
  { ignores: ["node_modules/", "dist/", "dist-debug/", "tests/output/"] },
  js.configs.recommended,
  {
    files: ["web/**/*.js", "examples/**/*.js"],
    languageOptions: { ecmaVersion: 2024, sourceType: "module", globals: { ...globals.browser } },
  },
  {
    files: ["web/js/engine/worker.js"],
    languageOptions: { globals: { ...globals.worker } },
  },
  {
    files: ["web/sw.js"],
    languageOptions: { sourceType: "script", globals: { ...globals.serviceworker } },
  },
  {
    files: ["web/js/engine/boot.js"],
    languageOptions: { sourceType: "script" },
  },
  {
    files: ["**/*.mjs", "tests/**/*.js"],
    languageOptions: { ecmaVersion: 2024, sourceType: "module", globals: { ...globals.node } },
  },
  {
    // the JavaScript test kit: Node's, with functions it runs in the page
    files: ["kits/js/**/*.js"],
    languageOptions: { ecmaVersion: 2024, sourceType: "module", globals: { ...globals.node, ...globals.browser } },
  },
  {
    rules: {
      "no-unused-vars": ["error", { args: "after-used", argsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true }],
      eqeqeq: ["error", "smart"],
      "prefer-const": "error",
      "no-var": "error",
    },
  },
];
