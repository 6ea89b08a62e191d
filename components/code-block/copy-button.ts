// What a code block's copy button says before a click (CodeBlock.tsx writes it; enhance-code-blocks.ts
// puts it back after saying how the copy went).
export const COPY_TEXT = "Copy";
export const COPY_LABEL = "Copy code to clipboard";
