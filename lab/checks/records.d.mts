// Types of records.mjs, for the unit test (tests/unit/tools/lab/lab-checks.test.ts).
export interface CheckRecord {
  strapi: string;
  pages: string[];
  passed: boolean;
  assertions: number;
  date: string;
  hash: string;
}
export type CheckResults = Record<string, CheckRecord>;

export declare const CHECKS_DIR: string;
export declare const REPO_DIR: string;
export declare const RESULTS_FILE: string;
export declare const CHECK_SUFFIX: string;
export declare function listChecks(dir?: string): string[];
export declare function readCheck(file: string): string;
export declare function checkHash(source: string): string;
export declare function checkPages(source: string): string[];
export declare function labStrapiVersion(repoDir?: string): string;
export declare function readResults(file?: string): CheckResults;
export declare function unrecordedChecks(checks: Record<string, string>, results: CheckResults, strapiVersion: string): string[];
