import { useCallback, useEffect, useState } from 'react';
import { dismissQuestion } from '../api/dismiss-question';
import { listQuestions } from '../api/list-questions';
import type { UnansweredQuestion } from '../api/types';

/** The list's order: most asked first, then the most recently asked. */
function byAskings(a: UnansweredQuestion, b: UnansweredQuestion): number {
  return b.times - a.times || b.last_asked_at.localeCompare(a.last_asked_at);
}

/** `questions` with `question` back in its place (a dismissal that failed), never twice. */
export function withQuestion(
  questions: UnansweredQuestion[],
  question: UnansweredQuestion,
): UnansweredQuestion[] {
  return [...questions.filter((item) => item.folded !== question.folded), question].sort(byAskings);
}

/**
 * The questions the chat assistant could not answer, loaded once: null until they came, or when
 * they could not be read (the panel is a hint; the inbox works without it). `dismiss` takes a
 * question out at once and puts it back, with the error text, when the database refused.
 */
export function useQuestions() {
  const [questions, setQuestions] = useState<UnansweredQuestion[] | null>(null);
  /** How many the list held when it loaded: a list emptied by dismissals still shows. */
  const [loaded, setLoaded] = useState(0);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    listQuestions().then(
      (list) => {
        if (!current) return;
        setQuestions(list);
        setLoaded(list.length);
      },
      () => {},
    );
    return () => {
      current = false;
    };
  }, []);

  /** Dismisses one question; resolves true when the database dismissed it. */
  const dismiss = useCallback(async (question: UnansweredQuestion) => {
    setError(null);
    setQuestions((list) => list && list.filter((item) => item.folded !== question.folded));
    try {
      await dismissQuestion(question.folded);
      return true;
    } catch (failure) {
      setQuestions((list) => list && withQuestion(list, question));
      setError((failure as Error).message);
      return false;
    }
  }, []);

  return { questions, loaded, error, dismiss };
}
