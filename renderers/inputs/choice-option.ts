/** One choice of a select or radio group: the value sent and the text shown. */
export type ChoiceOption = { value: string; label: string; disabled?: boolean };
