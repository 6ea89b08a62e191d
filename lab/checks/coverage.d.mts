// Types of coverage.mjs, for its unit test (tests/unit/lab/checks/coverage.test.ts).
import type { CheckResults } from "./records.mjs";

export interface PageProcedures {
  page: string;
  procedures: number;
}
export type CoverageRow = PageProcedures & ({ kind: "run"; checks: string[] } | { kind: "exception"; reason: string } | { kind: "not run" });

export declare const EXCEPTIONS_FILE: string;
export declare function countProcedures(source: string): number;
export declare function pagesWithProcedures(repoDir?: string, docsDir?: string): PageProcedures[];
export declare function readExceptions(file?: string): Record<string, string>;
export declare function drivesAdmin(source: string): boolean;
export declare function procedureCoverage(pages: PageProcedures[], results: CheckResults, exceptions: Record<string, string>, strapi: string, isProcedureCheck?: (file: string) => boolean): CoverageRow[];
export declare function formatCoverage(rows: CoverageRow[]): string[];
