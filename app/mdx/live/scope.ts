// Everything code in a live block can use besides React (which react-live always provides).
// Listed in content/AUTHORING.md: keep the two in step.
import qs from "qs";
import { Fragment, useCallback, useEffect, useId, useMemo, useReducer, useRef, useState } from "react";

export const liveScope = { Fragment, useCallback, useEffect, useId, useMemo, useReducer, useRef, useState, qs };
