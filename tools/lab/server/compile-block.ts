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
 * What a destructuring declaration binds, rebuilt as a value: `const { results, pagination } = …` gives
 * `{ results, pagination }`, `const [rows, total] = …` gives `[rows, total]`; undefined for a pattern
 * with defaults, rest elements, holes or nesting.
 */
function boundValue(pattern: ts.BindingName, source: ts.SourceFile): string | undefined {
  if (ts.isIdentifier(pattern)) return pattern.text;
  const elements = [...pattern.elements];
  const simple = elements.every((element) => ts.isBindingElement(element) && ts.isIdentifier(element.name) && !element.initializer && !element.dotDotDotToken);
  if (!simple) return undefined;
  const names = (elements as ts.BindingElement[]).map((element) => (element.name as ts.Identifier).text);
  if (ts.isArrayBindingPattern(pattern)) return `[${names.join(", ")}]`;
  const keys = (elements as ts.BindingElement[]).map((element, index) => (element.propertyName ? `${element.propertyName.getText(source)}: ${names[index]}` : names[index]));
  return `{ ${keys.join(", ")} }`;
}

/**
 * The body of an async function that runs a script block and returns its last value: the last
 * expression (`await strapi.documents(…).findOne(…);`) or what the last declaration binds.
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
    const value = boundValue(declarations[declarations.length - 1].name, source);
    if (value) return `${js}\nreturn ${value};`;
  }
  return js;
}
