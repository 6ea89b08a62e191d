// The panel's entry, loaded on the first click of a "Try it" button (components/api-call/try-it-trigger.ts).
// The buttons are plain markup, not React components, so the dialog gets a small React root of its
// own at the end of the body; closing it unmounts the dialog and gives the focus back to the button.
import { createRoot, type Root } from "react-dom/client";
import { readExample } from "./read-example";
import { TryItDialog } from "./TryItDialog";
import "./try-it.css";

let root: Root | undefined;

export default function openTryIt(button: HTMLElement) {
  const example = readExample(button);
  root ??= createRoot(document.body.appendChild(document.createElement("div")));
  const close = () => {
    root?.render(null);
    button.focus();
  };
  // A new key per opening: each example starts from its own request.
  root.render(<TryItDialog key={Date.now()} example={example} onClose={close} />);
}
