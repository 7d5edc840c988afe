import { MantineProvider } from '@mantine/core';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { seededRandom } from '@portal/core';
import type { QueuedCard } from '../../types';
import { typedCardData } from '../../card-data';
import { ChoiceCard } from './ChoiceCard';
import { ClozeCard } from './ClozeCard';
import { FlipCard } from './FlipCard';
import { HtmlCard } from './HtmlCard';
import { PairMatchingCard } from './PairMatchingCard';
import { WordCard } from './WordCard';

beforeAll(() => {
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const wrap = (node: ReactNode) => render(<MantineProvider>{node}</MantineProvider>);
const card = (type: number, data: unknown): QueuedCard => ({
  id: 1,
  title: 'Karte',
  type,
  relevance: 3,
  difficulty: 3,
  learntype_id: 0,
  category_id: 1,
  data,
  description: null,
  stack: 0,
  last_mistakes: 0,
  mistakes: 0,
  thumbnails: null,
});
const key = (k: string) => fireEvent.keyDown(window, { key: k });

describe('FlipCard', () => {
  it('flips only 1 s after it is shown, then asks "did you know the answer" (keys Space, J, N)', () => {
    vi.useFakeTimers();
    const onAnswer = vi.fn();
    wrap(<FlipCard front={<p>vorne</p>} back={<p>hinten</p>} onAnswer={onAnswer} />);
    const flip = screen.getByTestId('flip') as HTMLButtonElement;
    expect(flip.disabled).toBe(true);
    key(' ');
    fireEvent.click(screen.getByTestId('card-front'));
    expect(screen.queryByText('hinten')).toBeNull();
    act(() => vi.advanceTimersByTime(999));
    expect(flip.disabled).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(flip.disabled).toBe(false);
    key(' ');
    expect(screen.getByText('hinten')).toBeTruthy();
    expect(screen.getByText('session.didYouKnow')).toBeTruthy();
    key('n');
    expect(onAnswer).toHaveBeenCalledWith(false);
  });

  it('a word card keeps the word asked for in view on its back, above the translation (issue 31)', () => {
    vi.useFakeTimers();
    const data = {
      native: { word: 'die Kraft', explanation: '', example: '' },
      translation: { word: 'the force', explanation: '', example: '' },
    };
    wrap(<WordCard card={card(7, data)} data={data} onAnswer={vi.fn()} locked={false} />);
    expect(screen.queryByTestId('word-front-on-back')).toBeNull();
    act(() => vi.advanceTimersByTime(1000));
    key(' ');
    expect(screen.getByTestId('word-front-on-back').textContent).toBe('die Kraft');
    expect(screen.getByTestId('word-translation').textContent).toContain('the force');
  });

  it('clicking the front flips it; J answers yes', () => {
    vi.useFakeTimers();
    const onAnswer = vi.fn();
    wrap(<FlipCard front={<p>vorne</p>} back={<p>hinten</p>} onAnswer={onAnswer} />);
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByTestId('card-front'));
    key('j');
    expect(onAnswer).toHaveBeenCalledWith(true);
  });
});

describe('HtmlCard', () => {
  it('renders author HTML sanitised: no scripts, no event handlers, no javascript: links', () => {
    vi.useFakeTimers();
    const data = {
      front_html: '<p>Frage<img src="x" onerror="window.__pwned=1"><script>window.__pwned=2</script></p>',
      back_html: '<p><a href="javascript:alert(1)">Antwort</a><b>fett</b></p>',
    };
    wrap(<HtmlCard card={card(2, data)} data={data} onAnswer={() => {}} locked={false} />);
    const front = screen.getByTestId('html-front');
    expect(front.textContent).toBe('Frage');
    expect(front.innerHTML).not.toMatch(/onerror|script/i);
    act(() => vi.advanceTimersByTime(1000));
    fireEvent.click(screen.getByTestId('flip'));
    const back = screen.getByTestId('html-back');
    expect(back.querySelector('b')?.textContent).toBe('fett');
    expect(back.innerHTML).not.toMatch(/javascript:/i);
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });
});

describe('ChoiceCard', () => {
  /** a random source that makes the shuffle keep the order (Fisher–Yates swaps each item with itself) */
  const keep = () => 0.999999;
  const multi = {
    question: 'Welche Zahlen lösen x² = 9?',
    answers: [{ true: '3' }, { true: '−3' }, { false: '9' }],
  };

  it('multi choice is correct only with all and only the correct answers (keys 1–9, Enter)', () => {
    const onAnswer = vi.fn();
    const { unmount } = wrap(
      <ChoiceCard
        card={card(4, multi)}
        data={multi}
        multiple
        onAnswer={onAnswer}
        locked={false}
        random={keep}
      />,
    );
    key('1');
    key('enter');
    expect(onAnswer).toHaveBeenLastCalledWith(false);
    unmount();
    wrap(
      <ChoiceCard
        card={card(4, multi)}
        data={multi}
        multiple
        onAnswer={onAnswer}
        locked={false}
        random={keep}
      />,
    );
    key('1');
    key('2');
    key('enter');
    expect(onAnswer).toHaveBeenLastCalledWith(true);
  });

  it('single choice: the chosen answer decides; locked shows which were correct', () => {
    const single = { question: '2x + 6 = 14?', answers: [{ false: 'x = 3' }, { true: 'x = 4' }] };
    const onAnswer = vi.fn();
    const { rerender } = wrap(
      <ChoiceCard
        card={card(3, single)}
        data={single}
        multiple={false}
        onAnswer={onAnswer}
        locked={false}
        random={keep}
      />,
    );
    fireEvent.click(screen.getByLabelText(/x = 3/));
    fireEvent.click(screen.getByTestId('check'));
    expect(onAnswer).toHaveBeenCalledWith(false);
    rerender(
      <MantineProvider>
        <ChoiceCard
          card={card(3, single)}
          data={single}
          multiple={false}
          onAnswer={onAnswer}
          locked
          random={keep}
        />
      </MantineProvider>,
    );
    expect(screen.getByTestId('choice-1').closest('[data-state]')?.getAttribute('data-state')).toBe(
      'correct',
    );
    expect(screen.getByTestId('choice-0').closest('[data-state]')?.getAttribute('data-state')).toBe('wrong');
  });
});

describe('ChoiceCard shuffles the answers at every showing', () => {
  const data = {
    question: 'Welche Zahl ist prim?',
    answers: [{ true: '7' }, { false: '8' }, { false: '9' }, { false: '10' }],
  };
  /** the answers' texts in their places on screen (each label starts with its key, 1–4) */
  const labels = () =>
    [0, 1, 2, 3].map((p) =>
      (screen.getByTestId(`choice-${p}`) as HTMLInputElement).labels![0].textContent!.slice(1),
    );

  it('shows the answers in the shuffled order; keys follow the places on screen; the answer itself is judged', () => {
    // seededRandom(3) puts '7' elsewhere than first
    const onAnswer = vi.fn();
    const { unmount } = wrap(
      <ChoiceCard
        card={card(3, data)}
        data={data}
        multiple={false}
        onAnswer={onAnswer}
        locked={false}
        random={seededRandom(3)}
      />,
    );
    const order = labels();
    expect([...order].sort()).toEqual(['10', '7', '8', '9']);
    expect(order).not.toEqual(['7', '8', '9', '10']);
    key(String(order.indexOf('7') + 1));
    key('enter');
    expect(onAnswer).toHaveBeenLastCalledWith(true);
    unmount();
    wrap(
      <ChoiceCard
        card={card(3, data)}
        data={data}
        multiple={false}
        onAnswer={onAnswer}
        locked={false}
        random={seededRandom(3)}
      />,
    );
    key(String(labels().indexOf('8') + 1));
    key('enter');
    expect(onAnswer).toHaveBeenLastCalledWith(false);
  });

  it('over many showings the right answer appears in every place', () => {
    const places = new Set<number>();
    for (let i = 0; i < 12; i++) {
      const { unmount } = wrap(
        <ChoiceCard
          card={card(3, data)}
          data={data}
          multiple={false}
          onAnswer={() => {}}
          locked={false}
          random={seededRandom(i)}
        />,
      );
      places.add(labels().indexOf('7'));
      unmount();
    }
    expect(places).toEqual(new Set([0, 1, 2, 3]));
  }, 20_000);
});

describe('PairMatchingCard', () => {
  it('comes shuffled and is correct once the up/down buttons restore the original order', () => {
    const data = {
      question: 'Ordne zu',
      answers: [
        ['Natrium', 'Na'],
        ['Kalium', 'K'],
        ['Eisen', 'Fe'],
      ] as [string, string][],
    };
    const onAnswer = vi.fn();
    wrap(<PairMatchingCard card={card(5, data)} data={data} onAnswer={onAnswer} locked={false} />);
    const order = () => screen.getAllByTestId('pair-right-text').map((el) => el.textContent);
    expect(order()).not.toEqual(['Na', 'K', 'Fe']);
    for (const [target, text] of ['Na', 'K', 'Fe'].entries()) {
      while (order().indexOf(text) > target)
        fireEvent.click(screen.getByTestId(`pair-up-${order().indexOf(text)}`));
    }
    expect(order()).toEqual(['Na', 'K', 'Fe']);
    key('enter');
    expect(onAnswer).toHaveBeenCalledWith(true);
  });

  it('Enter on a focused arrow button checks (it does not press the arrow); the arrow keys move the item', () => {
    const data = {
      question: 'Ordne zu',
      answers: [
        ['Natrium', 'Na'],
        ['Kalium', 'K'],
      ] as [string, string][],
    };
    const onAnswer = vi.fn();
    wrap(<PairMatchingCard card={card(5, data)} data={data} onAnswer={onAnswer} locked={false} />);
    const order = () => screen.getAllByTestId('pair-right-text').map((el) => el.textContent);
    expect(order()).toEqual(['K', 'Na']);
    fireEvent.keyDown(screen.getByTestId('pair-down-0'), { key: 'ArrowDown' });
    expect(order()).toEqual(['Na', 'K']);
    fireEvent.keyDown(screen.getByTestId('pair-down-0'), { key: 'Enter' });
    expect(onAnswer).toHaveBeenCalledOnce();
    expect(onAnswer).toHaveBeenCalledWith(true);
    expect(order()).toEqual(['Na', 'K']); // the order the learner made stays
  });
});

describe('ClozeCard', () => {
  it('has a field per gap and accepts any alternative (Enter in a field checks)', () => {
    const data = { question: 'Bern ist die [Hauptstadt, Bundesstadt] der [Schweiz].' };
    const onAnswer = vi.fn();
    wrap(<ClozeCard card={card(6, data)} data={data} onAnswer={onAnswer} locked={false} />);
    fireEvent.change(screen.getByTestId('gap-0'), { target: { value: ' bundesstadt ' } });
    fireEvent.change(screen.getByTestId('gap-1'), { target: { value: 'Schweiz' } });
    fireEvent.keyDown(screen.getByTestId('gap-1'), { key: 'Enter' });
    expect(onAnswer).toHaveBeenCalledWith(true);
  });

  it('an empty gap asks before checking: typing answers the question, Enter again or "check anyway" checks', () => {
    const data = { question: 'Bern ist die [Hauptstadt] der [Schweiz].' };
    const onAnswer = vi.fn();
    wrap(<ClozeCard card={card(6, data)} data={data} onAnswer={onAnswer} locked={false} />);
    fireEvent.change(screen.getByTestId('gap-0'), { target: { value: 'Hauptstadt' } });
    fireEvent.keyDown(screen.getByTestId('gap-0'), { key: 'Enter' });
    expect(onAnswer).not.toHaveBeenCalled();
    expect(screen.getByTestId('cloze-empty-question')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByTestId('gap-1')); // the empty gap
    fireEvent.change(screen.getByTestId('gap-1'), { target: { value: 'S' } });
    expect(screen.queryByTestId('cloze-empty-question')).toBeNull();
    fireEvent.change(screen.getByTestId('gap-1'), { target: { value: '' } });
    fireEvent.keyDown(screen.getByTestId('gap-1'), { key: 'Enter' });
    expect(onAnswer).not.toHaveBeenCalled();
    fireEvent.keyDown(screen.getByTestId('gap-1'), { key: 'Enter' });
    expect(onAnswer).toHaveBeenCalledExactlyOnceWith(false);
  });
});

describe('typedCardData', () => {
  it.each([
    [1, { front_picture: 'a.png', back_picture: 'b.png' }, 'image'],
    [2, { front_html: '<p>a</p>', back_html: '<p>b</p>' }, 'html'],
    [2, { front_picture: 'a.png', back_picture: 'b.png' }, 'image'],
    [3, { question: 'q', answers: [{ true: 'a' }, { false: 'b' }] }, 'single'],
    [4, JSON.stringify({ question: 'q', answers: [{ true: 'a' }] }), 'multi'],
    [5, { question: 'q', answers: [['a', 'b']] }, 'pairs'],
    [6, { question: 'a [b]' }, 'cloze'],
    [
      7,
      {
        native: { word: 'w', explanation: '', example: '' },
        translation: { word: 't', explanation: '', example: '' },
      },
      'word',
    ],
  ])('type %i with %j → %s', (type, data, kind) => {
    expect(typedCardData(type, data)?.kind).toBe(kind);
  });

  it.each([
    [1, { front_picture: 'a.png' }],
    [3, { question: 'q', answers: [{ maybe: 'a' }] }],
    [5, { question: 'q', answers: [['a']] }],
    [7, { native: { word: 'w' } }],
    [9, { question: 'q' }],
    [3, 'not json'],
  ])('type %i with %j cannot be shown', (type, data) => {
    expect(typedCardData(type, data)).toBeNull();
  });
});
