import type { BattleCard, BattleStep } from '../../src/extension/battle/model';
import type { BattlePanelState, HostMessage, ProbeResult, WalkthroughView, WebviewMessage } from '../../src/extension/webview/protocol';

// The battle walkthrough page. Everything it shows is built with createElement/textContent —
// never innerHTML — so card names and messages from a battle file stay text whatever they hold.

interface VsCodeApi {
  postMessage(message: WebviewMessage): void;
  getState(): BattlePanelState | undefined;
  setState(state: BattlePanelState): void;
}
declare function acquireVsCodeApi(): VsCodeApi;

const vscode = acquireVsCodeApi();
const root = document.getElementById('app') as HTMLElement;
const live = document.getElementById('live') as HTMLElement;
let view: WalkthroughView | undefined;
let step = vscode.getState()?.step ?? 0;
let uri = vscode.getState()?.uri ?? '';

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: { className?: string; text?: string; attrs?: Record<string, string> } = {}, ...children: Node[]): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.className) node.className = props.className;
  if (props.text !== undefined) node.textContent = props.text;
  for (const [k, v] of Object.entries(props.attrs ?? {})) node.setAttribute(k, v);
  node.append(...children);
  return node;
}

function icon(name: string): HTMLElement {
  return el('span', { className: `codicon codicon-${name}`, attrs: { 'aria-hidden': 'true' } });
}

function format(template: string, ...args: Array<string | number>): string {
  return template.replace(/\{(\d+)\}/g, (_, i: string) => String(args[Number(i)] ?? ''));
}

function button(label: string, iconName: string, onClick: () => void, attrs: Record<string, string> = {}): HTMLButtonElement {
  const b = el('button', { attrs: { type: 'button', ...attrs } }, icon(iconName), el('span', { text: label }));
  b.addEventListener('click', onClick);
  return b;
}

function go(to: number, announce = true): void {
  const steps = view?.walk.steps.length ?? 0;
  if (steps === 0) return;
  const next = Math.max(0, Math.min(steps - 1, to));
  if (next === step && root.childElementCount > 0) return;
  step = next;
  vscode.postMessage({ type: 'step', step });
  render(announce);
}

function fieldTable(cards: BattleCard[], v: WalkthroughView): HTMLElement {
  const s = v.strings;
  if (cards.length === 0) return el('p', { text: s.noCards });
  const head = el('tr', {}, ...[s.card, s.controller, s.zone, s.position, s.face, s.atkDef].map((h) => el('th', { text: h, attrs: { scope: 'col' } })));
  const rows = cards.map((c) =>
    el(
      'tr',
      { className: c.destroyedByBattle ? 'destroyed' : '' },
      el('th', { text: c.name + (c.destroyedByBattle ? ` (${s.destroyedByBattle})` : ''), attrs: { scope: 'row' } }),
      el('td', { text: c.controller === 'you' ? s.you : s.opponent }),
      el('td', { text: c.zone }),
      el('td', { text: c.position ?? '—' }),
      el('td', { text: c.faceUp ? s.faceUp : s.faceDown }),
      el('td', { text: `${c.atk ?? '?'} / ${c.def ?? '?'}` }),
    ),
  );
  return el('table', {}, el('thead', {}, head), el('tbody', {}, ...rows));
}

function stepSection(current: BattleStep, v: WalkthroughView): HTMLElement {
  const s = v.strings;
  const events =
    current.events.length === 0
      ? el('p', { text: s.noEvents })
      : el(
          'ol',
          { className: 'events' },
          ...current.events.map((e) => el('li', { attrs: { 'data-kind': e.kind } }, el('span', { className: 'kind', text: e.kind }), el('span', { text: ` ${e.text}` }))),
        );
  const lp = el('p', {
    className: 'lp',
    text: `${s.lifePoints}: ${s.you} ${current.state.lp.you} · ${s.opponent} ${current.state.lp.opponent}${current.state.damageCalculated ? ` · ${s.damageCalculated}` : ''}`,
  });
  const options =
    current.options.length === 0
      ? el('p', { text: s.noCards })
      : el(
          'ul',
          { className: 'options' },
          ...current.options.map((o) => {
            const reasons = el(
              'ul',
              {},
              ...o.reasons.map((r) => {
                const link = el('button', { className: 'rule', text: r.rule, attrs: { type: 'button', title: r.rule } });
                link.addEventListener('click', () => vscode.postMessage({ type: 'openRule', rule: r.rule }));
                return el('li', {}, el('span', { text: `${r.text} ` }), link);
              }),
            );
            return el(
              'li',
              { className: o.canActivate ? 'yes' : 'no' },
              icon(o.canActivate ? 'pass' : 'circle-slash'),
              el('strong', { text: ` ${o.card}: ` }),
              el('span', { text: o.canActivate ? s.yes : s.no }),
              reasons,
            );
          }),
        );
  return el(
    'div',
    { className: 'step' },
    el('section', { attrs: { 'aria-labelledby': 'h-events' } }, el('h2', { text: s.events, attrs: { id: 'h-events' } }), events),
    el('section', { attrs: { 'aria-labelledby': 'h-field' } }, el('h2', { text: s.field, attrs: { id: 'h-field' } }), lp, fieldTable(current.state.cards, v)),
    el('section', { attrs: { 'aria-labelledby': 'h-options' } }, el('h2', { text: s.canActivateNow, attrs: { id: 'h-options' } }), options),
  );
}

// A render replaces every control. Without this, a keyboard user who presses Next finds focus
// dropped to the page and has to Tab back to the button for every step.
/** The data-focus key of the focused control in the page ('' for one without), or undefined when focus is elsewhere. */
function focusedKey(): string | undefined {
  const active = document.activeElement;
  // #app itself (focused by a click on its text) survives the render and keeps focus.
  if (!(active instanceof HTMLElement) || active === root || !root.contains(active)) return undefined;
  return active.dataset.focus ?? '';
}

/** Focuses the new control with the same key; the step heading when it is gone or disabled. */
function restoreFocus(key: string): void {
  const same = key ? root.querySelector<HTMLButtonElement>(`[data-focus="${key}"]`) : null;
  if (same && !same.disabled) same.focus();
  else document.getElementById('step-title')?.focus();
}

function render(announce: boolean): void {
  const v = view;
  if (!v) return;
  const s = v.strings;
  const steps = v.walk.steps;
  const current = steps[step];
  const header = el(
    'header',
    {},
    el('h1', { text: v.fileName }),
    el('span', { className: 'meta', text: `${v.walk.ruleset} · ${v.walk.region.toUpperCase()}` }),
    button(s.exportMarkdown, 'markdown', () => vscode.postMessage({ type: 'export' }), { id: 'export', 'data-focus': 'export' }),
  );
  const diagnostics =
    v.walk.diagnostics.length === 0
      ? el('div')
      : el(
          'section',
          { className: 'diagnostics', attrs: { 'aria-labelledby': 'h-diagnostics' } },
          el('h2', { text: s.diagnostics, attrs: { id: 'h-diagnostics' } }),
          el(
            'ul',
            {},
            ...v.walk.diagnostics.map((d) =>
              el(
                'li',
                { className: d.severity },
                icon(d.severity === 'error' ? 'error' : d.severity === 'warning' ? 'warning' : 'info'),
                el('span', { text: ` ${s.line} ${d.line}:${d.column} ${d.message}${d.rule ? ` [${d.rule}]` : ''}` }),
              ),
            ),
          ),
        );
  if (!current) {
    root.replaceChildren(header, diagnostics, el('p', { text: s.noSteps }));
    vscode.postMessage({ type: 'rendered', step, steps: steps.length });
    return;
  }
  const title = format(s.stepOf, step + 1, steps.length, v.timingNames[current.timing] ?? current.timing);
  const nav = el(
    'nav',
    { attrs: { 'aria-label': s.steps } },
    button(s.previous, 'chevron-left', () => go(step - 1), { id: 'prev', 'data-focus': 'prev', ...(step === 0 ? { disabled: '' } : {}), 'aria-keyshortcuts': 'ArrowLeft' }),
    // tabindex -1: focus can be moved here (reveal, a button that became disabled), Tab skips it.
    el('h2', { className: 'step-title', text: title, attrs: { id: 'step-title', tabindex: '-1' } }),
    button(s.next, 'chevron-right', () => go(step + 1), { id: 'next', 'data-focus': 'next', ...(step === steps.length - 1 ? { disabled: '' } : {}), 'aria-keyshortcuts': 'ArrowRight' }),
  );
  const list = el(
    'ol',
    { className: 'step-list' },
    ...steps.map((st, i) => {
      const b = el('button', { text: v.timingNames[st.timing] ?? st.timing, attrs: { type: 'button', 'data-focus': `step-${i}`, ...(i === step ? { 'aria-current': 'step' } : {}) } });
      b.addEventListener('click', () => go(i));
      return el('li', {}, b);
    }),
  );
  const focusKey = focusedKey();
  root.replaceChildren(header, nav, list, stepSection(current, v), diagnostics);
  if (focusKey !== undefined) restoreFocus(focusKey);
  if (announce) live.textContent = title;
  vscode.setState({ uri, step });
  vscode.postMessage({ type: 'rendered', step, steps: steps.length });
}

function probe(): ProbeResult {
  const all = [...document.querySelectorAll('*')];
  return {
    text: root.textContent ?? '',
    images: document.querySelectorAll('img').length,
    // VS Code injects its own script into the page; content can only ever land inside #app.
    scripts: root.querySelectorAll('script').length,
    inlineHandlers: all.filter((n) => [...n.attributes].some((a) => a.name.startsWith('on'))).length,
  };
}

function show(next: WalkthroughView, at: number): void {
  const changedFile = view?.fileName !== next.fileName;
  view = next;
  // Kept in the state so that the panel, restored after a reload, reopens the same file.
  uri = next.uri;
  step = Math.max(0, Math.min(at, next.walk.steps.length - 1));
  render(changedFile);
}

window.addEventListener('message', (event: MessageEvent<HostMessage>) => {
  const message = event.data;
  if (message.type === 'walkthrough') {
    show(message.view, message.step);
  } else if (message.type === 'reveal') {
    go(message.step);
    (document.getElementById('step-title') as HTMLElement | null)?.focus();
  } else if (message.type === 'probe') {
    vscode.postMessage({ type: 'probeResult', result: probe() });
  }
});

window.addEventListener('keydown', (event) => {
  if (event.altKey || event.ctrlKey || event.metaKey) return;
  const target = event.target as HTMLElement | null;
  if (target && (target.tagName === 'INPUT' || target.tagName === 'TEXTAREA')) return;
  const moves: Record<string, () => number> = {
    ArrowLeft: () => step - 1,
    ArrowRight: () => step + 1,
    PageUp: () => step - 1,
    PageDown: () => step + 1,
    Home: () => 0,
    End: () => (view?.walk.steps.length ?? 1) - 1,
  };
  const move = moves[event.key];
  if (move) {
    event.preventDefault();
    go(move());
  }
});

// The host sets the page with the first step's data in it: drawn now, with no round trip.
const initial = document.getElementById('initial-view')?.textContent;
if (initial) {
  const data = JSON.parse(initial) as { view: WalkthroughView; step: number };
  show(data.view, data.step);
}
vscode.postMessage({ type: 'ready' });
