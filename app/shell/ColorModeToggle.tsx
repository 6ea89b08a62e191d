import { useColorMode } from "../../ui/color-mode";
import { Icon } from "../../ui/Icon";

export function ColorModeToggle() {
  const [mode, setMode] = useColorMode();
  const next = mode === "dark" ? "light" : "dark";
  return (
    <button
      type="button"
      className="icon-button color-mode-toggle"
      onClick={() => setMode(next)}
      aria-label={`Switch to ${next} mode (currently ${mode} mode)`}
      title={`Switch to ${next} mode`}
    >
      <Icon name={mode === "dark" ? "sun" : "moon"} />
    </button>
  );
}
