import { defineConfig } from "vitest/config";

// Separate from vite.config.ts: the Cloudflare plugin rejects vitest's environment options.
export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.{ts,tsx}", "components/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 30_000,
  },
});
