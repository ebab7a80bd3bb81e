import type { Logger } from '../../src/shared/logger.js';

export interface RecordedLine {
  level: 'info' | 'warning' | 'debug';
  message: string;
}

/** A logger that keeps every line, for tests. */
export class RecordingLogger implements Logger {
  readonly lines: RecordedLine[] = [];
  info(message: string): void {
    this.lines.push({ level: 'info', message });
  }
  warning(message: string): void {
    this.lines.push({ level: 'warning', message });
  }
  debug(message: string): void {
    this.lines.push({ level: 'debug', message });
  }
  messages(level?: RecordedLine['level']): string[] {
    return this.lines.filter((l) => !level || l.level === level).map((l) => l.message);
  }
}
