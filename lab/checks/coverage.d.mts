// Types of coverage.mjs, for its unit test (tests/unit/lab/checks/coverage.test.ts).
import type { CheckResults } from "./records.mjs";

export interface PageProcedures {
  page: string;
  /** The ids of the headings its procedures sit under. */
  procedures: string[];
}
export type ProcedureCoverage = { id: string } & ({ kind: "run"; checks: string[] } | { kind: "exception"; reason: string } | { kind: "not run" });
export interface PageCoverage {
  page: string;
  procedures: ProcedureCoverage[];
}

export declare const EXCEPTIONS_FILE: string;
export declare function procedureIds(source: string, title?: string): string[];
export declare function pagesWithProcedures(repoDir?: string, docsDir?: string): PageProcedures[];
export declare function readExceptions(file?: string): Record<string, string>;
export declare function drivesAdmin(source: string): boolean;
export declare function checkProcedures(source: string): string[];
export declare function procedureCoverage(pages: PageProcedures[], results: CheckResults, exceptions: Record<string, string>, strapi: string, procedureChecks: Record<string, string[]>): PageCoverage[];
export declare function formatCoverage(pages: PageCoverage[]): string[];
