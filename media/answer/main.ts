import { isAnswerControl, isAnswerHostMessage, readAnswerState, type AnswerPanelState, type AnswerWebviewMessage } from '../../src/extension/views/answerProtocol';

// The answer panel's page script: the host renders the answer and the buttons; this wires the
// buttons and their keys to messages, keeps the history for a window reload (setState) and
// announces what the host reports. It never builds markup from text.

interface VsCodeApi {
  postMessage(message: AnswerWebviewMessage): void;
  setState(state: AnswerPanelState): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

const vscode = acquireVsCodeApi();
const status = document.getElementById('status');

// The page's markup came whole from the host: once this script runs, the answer is on screen.
vscode.postMessage({ type: 'rendered', title: document.title });

function send(control: unknown): void {
  if (isAnswerControl(control)) vscode.postMessage({ type: 'control', control });
}

for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-control]')) {
  button.addEventListener('click', () => send(button.dataset.control));
}

// Alt+Left / Alt+Right as in an editor's history; the browser's own page history is not used.
window.addEventListener('keydown', (event) => {
  if (!event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const control = event.key === 'ArrowLeft' ? 'back' : event.key === 'ArrowRight' ? 'forward' : undefined;
  if (!control) return;
  event.preventDefault();
  send(control);
});

window.addEventListener('message', (event: MessageEvent<unknown>) => {
  const message = event.data;
  if (isAnswerHostMessage(message) && status) status.textContent = message.text;
});

const raw = document.getElementById('answer-data')?.textContent;
if (raw) {
  const data = JSON.parse(raw) as { state?: unknown; focus?: unknown };
  const state = readAnswerState(data.state);
  if (state) vscode.setState(state);
  // The page was set again after Back or Forward: focus stays on the control that was used,
  // or moves to its neighbour when that one is now disabled (at either end of the history).
  if (isAnswerControl(data.focus)) {
    const wanted = document.getElementById(data.focus) as HTMLButtonElement | null;
    const other = document.getElementById(data.focus === 'back' ? 'forward' : 'back') as HTMLButtonElement | null;
    (wanted && !wanted.disabled ? wanted : other && !other.disabled ? other : null)?.focus();
  }
}
