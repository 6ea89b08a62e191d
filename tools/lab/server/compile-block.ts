// Turns a block's source into what the harness runs: CommonJS for a project file (Strapi loads a
// TypeScript project's compiled dist/, where every module is CommonJS), and the body of an async
// function for a script, returning the value of its last statement.
import ts from "typescript";

const COMPILER: ts.CompilerOptions = { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, esModuleInterop: true };

/** A TypeScript block without its types, in CommonJS; a JavaScript block as written (Strapi requires it as is). */
export function toCommonJs(code: string, language: "js" | "ts"): string {
  if (language === "js") return code;
  return ts.transpileModule(code, { compilerOptions: COMPILER, reportDiagnostics: false }).outputText;
}

/**
 * The body of an async function that runs a script block and returns its last value: the last
 * expression (`await strapi.documents(…).findOne(…);`) or the last variable declared.
 */
export function toScriptBody(code: string, language: "js" | "ts"): string {
  // A script may import (TypeScript) or use types: compile it, then find its last statement.
  const js = language === "ts" || /^\s*import\s/m.test(code) ? ts.transpileModule(code, { compilerOptions: COMPILER }).outputText : code;
  const source = ts.createSourceFile("script.js", js, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const last = source.statements[source.statements.length - 1];
  if (!last) return js;
  if (ts.isExpressionStatement(last)) {
    return `${js.slice(0, last.getStart(source))}return (${last.expression.getText(source)});${js.slice(last.getEnd())}`;
  }
  if (ts.isVariableStatement(last)) {
    const declarations = last.declarationList.declarations;
    const name = declarations[declarations.length - 1].name;
    if (ts.isIdentifier(name)) return `${js}\nreturn ${name.text};`;
  }
  return js;
}
