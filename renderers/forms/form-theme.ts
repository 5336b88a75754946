import { withTheme } from '@rjsf/core';
import { CheckboxWidget, RadioWidget, SelectWidget } from './choice-widgets';
import { FieldTemplate } from './field-template';
import { ArrayFieldItemTemplate, ErrorListTemplate, FieldErrorTemplate, listButtons, SubmitButton } from './form-templates';
import { maskWidgets } from './mask-widgets';
import { ColorWidget, DateWidget, EmailWidget, NumberWidget, PasswordWidget, TextareaWidget, TextWidget } from './text-widgets';

/**
 * Our light RJSF theme (DESIGN.md §4): every widget is an input of renderers/inputs, so a dynamic form looks and
 * reads (labels, errors, aria) like the portal's own dialogs. String formats cpf, cnpj, cpf-cnpj, cep and phone
 * pick the masked widget of the same name.
 */
export const ThemedForm = withTheme({
  widgets: {
    TextWidget,
    EmailWidget,
    PasswordWidget,
    TextareaWidget,
    DateWidget,
    ColorWidget,
    UpDownWidget: NumberWidget,
    SelectWidget,
    RadioWidget,
    CheckboxWidget,
    ...maskWidgets,
  },
  templates: {
    FieldTemplate,
    FieldErrorTemplate,
    ErrorListTemplate,
    ArrayFieldItemTemplate,
    ButtonTemplates: { SubmitButton, ...listButtons },
  },
});
