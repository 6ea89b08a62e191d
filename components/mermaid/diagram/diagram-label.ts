/** An accessible name for a drawn diagram without a title, from mermaid's diagram type ("flowchart-v2", "sequence"…). */
export function diagramLabel(diagramType: string): string {
  if (/^(flowchart|graph)/i.test(diagramType)) return "Flowchart diagram";
  if (/^sequence/i.test(diagramType)) return "Sequence diagram";
  if (/^state/i.test(diagramType)) return "State diagram";
  if (/^class/i.test(diagramType)) return "Class diagram";
  if (/^er/i.test(diagramType)) return "Entity relationship diagram";
  return "Diagram";
}
