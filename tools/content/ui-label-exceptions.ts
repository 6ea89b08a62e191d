// Bold spans in the user docs that are not admin panel labels, each with the reason it is bold.
// The UI-label rule (ui-labels.ts) accepts these as they are; anything else in bold must be a string
// of the admin panel.
export const UI_LABEL_EXCEPTIONS: Record<string, string> = {};
