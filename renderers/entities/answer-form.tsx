import { useState, type ReactNode } from 'react';
import { entityUiMessages } from '../../domain/messages/entities';
import { TextField } from '../account/text-field';
import './entities.css';

type Props = { question: string | null; error: string | null; busy: boolean; onAnswer(answer: string): void; extra?: ReactNode };

/** The question path: the tenant's question (company entity.question.description) and an answer field. */
export function AnswerForm({ question, error, busy, onAnswer, extra }: Props) {
  const [answer, setAnswer] = useState('');
  const ui = entityUiMessages;
  return (
    <form
      className="entity-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        onAnswer(answer);
      }}
    >
      {question ? <p className="entity-question">{question}</p> : null}
      <TextField label={ui.registration.answer} value={answer} error={error} autoFocus autoComplete="off" onValue={setAnswer} />
      <div className="entity-form__actions">
        {extra}
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {ui.registration.continue}
        </button>
      </div>
    </form>
  );
}
