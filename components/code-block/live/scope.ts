// Everything code in a live block can use besides React (which react-live always provides).
// Listed in content/AUTHORING.md: keep the two in step.
import { Fragment, useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from "react";
import { stringifyQuery } from "../../query-builder/query-string";

/** Readers call `qs.stringify(query, { encodeValuesOnly: true })` as they would with the qs package. */
const qs = { stringify: stringifyQuery };

export const liveScope = { Fragment, useCallback, useEffect, useId, useMemo, useReducer, useRef, useState, qs };
