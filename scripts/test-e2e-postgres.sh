#!/bin/sh
# The browser suite once more, with the shop on PostgreSQL (TEST_DATABASE_URL's server), reusing the build.
if [ -z "${TEST_DATABASE_URL:-}" ]; then
  if [ "${REQUIRE_TEST_POSTGRES:-}" = "true" ]; then
    echo "REQUIRE_TEST_POSTGRES is set but TEST_DATABASE_URL is not: the browser suite would not run on PostgreSQL." >&2
    exit 1
  fi
  echo "TEST_DATABASE_URL is not set: the browser suite ran on the embedded database only."
  exit 0
fi
E2E_DATABASE=postgres exec npx vitest run --config vitest.e2e.config.ts
