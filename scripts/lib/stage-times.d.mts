export interface Stage {
  name: string;
  seconds: number;
  background?: boolean;
  started?: number;
  ended?: number;
}
export function timer(): (name: string, options?: { background?: boolean }) => Required<Stage>;
export function writeEmulatedStages(stages: Stage[]): void;
export function readEmulatedStages(): Required<Stage>[];
export function formatStageTimes(stages: Stage[], totalSeconds: number): string[];
