import { accountMessages } from '../../domain/messages/accounts';
import { FieldError } from '../login/field-error';
import '../login/login-form.css';
import './account.css';

type Props = { score: number | null; error: string | null; onChoose(score: number): void };

const scores = Array.from({ length: 11 }, (_, i) => i);

/** Feedback modal: 0 to 10 as native radios (arrow keys move the choice). */
export function FeedbackScale({ score, error, onChoose }: Props) {
  return (
    <>
      <fieldset className="score-scale" aria-describedby={error ? 'feedback-error' : undefined}>
        <legend>{accountMessages.accountUi.feedbackQuestion}</legend>
        {scores.map((value) => (
          <label key={value}>
            <input type="radio" name="feedback-score" value={value} checked={score === value} onChange={() => onChoose(value)} />
            {value}
          </label>
        ))}
      </fieldset>
      <FieldError id="feedback-error" text={error} />
    </>
  );
}
