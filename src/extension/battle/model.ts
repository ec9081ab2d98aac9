// A walked battle as the extension shows it: the core's walk (the shape `dmgstep walk --json`
// prints), under the names the extension's modules use.
export type {
  Walk as BattleWalk,
  Step as BattleStep,
  StepEvent as BattleEvent,
  StepOption as BattleOption,
  CardSnapshot as BattleCard,
  BattleDiagnostic,
  Player,
  Zone,
} from '../core';
