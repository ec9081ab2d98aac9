import type { Services } from '../services';
import type { AnswerEntry } from '../views/answerProtocol';

// The answer panel's buttons as commands: for the keyboard, the palette and tests. Each returns
// what it did (the answer now shown, the note copied, whether the insert happened).

/** Back: the answer shown before the current one. */
export function answerBack(services: Services): AnswerEntry | undefined {
  return services.answers.back();
}

/** Forward: the answer shown after the current one (after Back). */
export function answerForward(services: Services): AnswerEntry | undefined {
  return services.answers.forward();
}

/** Copy as Markdown: the current answer as a writer's ruling note on the clipboard. */
export function copyAnswer(services: Services): Promise<string | undefined> {
  return services.answers.copy();
}

/** Insert at Cursor: the ruling note into the last active text editor. */
export function insertAnswer(services: Services): Promise<boolean> {
  return services.answers.insert();
}
