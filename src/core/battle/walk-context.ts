import type { TimingId } from '../types';
import type { Field } from './field';
import type { Battle, Player, StepEvent } from './types';

/** Events an effect can cause during the walk (a subset of the trigger events). */
// 'self-moved' is raised only where the walk knows how the card moved (a self-destroying monster sent to
// the GY): the text-read event says the card moved, not how.
export type CausedEvent =
  'monster-destroyed-any-method' | 'card-destroyed' | 'card-sent-to-gy' | 'card-banished' | 'card-returned-to-hand' | 'monster-special-summoned' | 'any-damage' | 'lp-changed' | 'self-moved';

/** What the effect clauses need from the walk: the field, the current timing, and a way to report. */
export interface WalkContext {
  readonly battle: Battle;
  readonly field: Field;
  readonly timing: TimingId;
  emit(kind: StepEvent['kind'], text: string, extra?: Omit<StepEvent, 'kind' | 'text'>): void;
  /** Moves a card off the field (or elsewhere) and sends what was equipped to it to the GY. */
  move(id: number, zone: 'gy' | 'banished' | 'hand' | 'monster' | 'deck'): void;
  /** Changes a player's LP; ends the Duel when they reach 0. */
  changeLp(player: Player, by: number): void;
  /**
   * An event an effect caused (a card destroyed, banished, Special Summoned, damage taken): the
   * described cards whose triggers wait for it are announced. `card` is the card it happened to.
   */
  happened(event: CausedEvent, card?: number, player?: Player): void;
}

export const q = (name: string): string => `"${name}"`;
export const other = (p: Player): Player => (p === 'you' ? 'opponent' : 'you');
export const who = (p: Player, you: string, opponent: string): string => (p === 'you' ? you : opponent);
