import type { Clock } from '../../../clock.ts';
import type { LessonScript, ReadyStep } from './script.ts';

export type LessonState = 'loaded' | 'running' | 'paused' | 'finished' | 'stopped';

export interface StepRun {
  index: number;
  at: string;
  call: string;
  ranAt: number;
  statuses: number[];
}

/** Makes a step's call(s) and answers their HTTP statuses. */
export type PerformStep = (step: ReadyStep) => Promise<number[]>;

/**
 * Runs one lesson on the mock's clock. Nothing here owns a timer: `tick()` runs every step whose offset the lesson
 * time has reached, and is called by a short interval in the server and by each lesson call (so a test that moves a
 * fake clock sees the steps run on its next call). Lesson time is the clock's advance while running, so a pause
 * holds it still.
 */
export class LessonRunner {
  private state: LessonState = 'loaded';
  private nextIndex = 0;
  /** Lesson time banked before the current run (pauses). */
  private bankedMs = 0;
  /** Clock time the current run began, while running. */
  private runningSince: number | undefined;
  private readonly ran: StepRun[] = [];
  private ticking: Promise<void> | undefined;

  constructor(
    private readonly clock: Clock,
    readonly script: LessonScript,
    private readonly steps: ReadyStep[],
    private readonly perform: PerformStep,
  ) {}

  private elapsed(): number {
    return this.bankedMs + (this.runningSince === undefined ? 0 : Math.max(0, this.clock.now() - this.runningSince));
  }

  start(): void {
    if (this.state === 'finished' || this.state === 'stopped') {
      // Start again from the top.
      this.nextIndex = 0;
      this.bankedMs = 0;
      this.ran.length = 0;
    }
    if (this.state !== 'running') this.runningSince = this.clock.now();
    this.state = 'running';
  }

  pause(): void {
    if (this.state !== 'running') return;
    this.bankedMs = this.elapsed();
    this.runningSince = undefined;
    this.state = 'paused';
  }

  stop(): void {
    this.bankedMs = this.elapsed();
    this.runningSince = undefined;
    this.state = 'stopped';
  }

  /** Runs the due steps in order, one at a time; a tick during another waits for it instead of running a step twice. */
  tick(): Promise<void> {
    this.ticking ??= this.runDue().finally(() => {
      this.ticking = undefined;
    });
    return this.ticking;
  }

  private async runDue(): Promise<void> {
    while (this.state === 'running' && this.nextIndex < this.steps.length) {
      const index = this.nextIndex;
      const step = this.steps[index]!;
      if (step.offsetMs > this.elapsed()) return;
      this.nextIndex += 1;
      const statuses = await this.perform(step);
      this.ran.push({ index, at: step.at, call: step.call, ranAt: this.clock.now(), statuses });
    }
    if (this.state === 'running') {
      this.bankedMs = this.elapsed();
      this.runningSince = undefined;
      this.state = 'finished';
    }
  }

  /** What `GET /__mock/lessons/current` answers. */
  view() {
    const step = this.steps[this.nextIndex];
    const startedAt = this.runningSince === undefined ? undefined : this.runningSince - this.bankedMs;
    const next =
      step && this.state !== 'finished' && this.state !== 'stopped'
        ? {
            index: this.nextIndex,
            at: step.at,
            call: step.call,
            ...(startedAt === undefined ? {} : { dueAt: startedAt + step.offsetMs }),
          }
        : undefined;
    const lastRan = this.ran.at(-1);
    return {
      name: this.script.name,
      state: this.state,
      steps: this.steps.length,
      elapsedMs: Math.round(this.elapsed()),
      ...(lastRan ? { lastRan } : {}),
      ...(next ? { next } : {}),
      ran: [...this.ran],
    };
  }
}
