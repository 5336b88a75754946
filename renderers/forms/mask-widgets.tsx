import type { WidgetProps } from '@rjsf/utils';
import type { MaskKind } from '../../domain/masks';
import { CepInput } from '../inputs/cep-input';
import { CnpjInput } from '../inputs/cnpj-input';
import { CpfCnpjInput } from '../inputs/cpf-cnpj-input';
import { CpfInput } from '../inputs/cpf-input';
import { PhoneInput } from '../inputs/phone-input';
import { emptyAs, widgetField } from './widget-field';

const inputs = { cpf: CpfInput, cnpj: CnpjInput, cpfCnpj: CpfCnpjInput, cep: CepInput, phone: PhoneInput } satisfies Record<MaskKind, unknown>;

/** A masked widget: the form data holds the value without its mask (e.g. CPF '12345678909'). */
function maskWidget(kind: MaskKind) {
  const Input = inputs[kind];
  function MaskWidget(props: WidgetProps) {
    return (
      <Input
        {...widgetField(props)}
        value={typeof props.value === 'string' ? props.value : ''}
        onValue={(value) => props.onChange(emptyAs(props, value))}
        onBlur={() => props.onBlur(props.id, props.value)}
        onFocus={() => props.onFocus(props.id, props.value)}
      />
    );
  }
  return MaskWidget;
}

/** Widgets by string format (a schema's `format` picks a widget of the same name). */
export const maskWidgets = {
  cpf: maskWidget('cpf'),
  cnpj: maskWidget('cnpj'),
  'cpf-cnpj': maskWidget('cpfCnpj'),
  cep: maskWidget('cep'),
  phone: maskWidget('phone'),
};
