import { Pause, Play } from 'lucide-react';

/** WCAG 2.2.2: content that changes by itself can be paused. */
export function RotationToggle({
  paused,
  onToggle,
  label,
}: {
  paused: boolean;
  onToggle: () => void;
  label: string;
}) {
  return (
    <button
      type="button"
      className="mkt__pause"
      onClick={onToggle}
      aria-pressed={paused}
      aria-label={paused ? `Retomar ${label}` : `Pausar ${label}`}
    >
      {paused ? <Play aria-hidden="true" size={16} /> : <Pause aria-hidden="true" size={16} />}
    </button>
  );
}
