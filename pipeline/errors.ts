/** A content problem that fails the build, named by file and line. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number | undefined,
    readonly reason: string,
  ) {
    super(`${file}${line ? `:${line}` : ""}: ${reason}`);
    this.name = "ContentError";
  }
}
