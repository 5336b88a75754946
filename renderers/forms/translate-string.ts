import { englishStringTranslator, TranslatableString } from '@rjsf/utils';
import { formMessages } from '../../domain/messages/forms';

const nameOf = new Map<string, string>(Object.entries(TranslatableString).map(([name, text]) => [text, name]));

/** RJSF's own texts in pt-BR (domain/messages/forms.ts `library`); the few we do not have stay in English. */
export function translateString(text: TranslatableString, params?: string[]): string {
  const name = nameOf.get(text);
  const translated = name !== undefined ? formMessages.library[name] : undefined;
  if (translated === undefined) return englishStringTranslator(text, params);
  return (params ?? []).reduce((out, param, index) => out.replaceAll(`%${index + 1}`, param), translated);
}
