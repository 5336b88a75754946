import type { FormRule, JsonObject } from '../../../../domain/form-rules';

/** The shape of the demo form item cadastros/clientes (fixtures/tenants/local.json). */
export const clientSchema: JsonObject = {
  type: 'object',
  required: ['nome', 'documento'],
  properties: {
    nome: { type: 'string', title: 'Nome' },
    tipo: { type: 'string', title: 'Tipo', enum: ['PF', 'PJ'], default: 'PF' },
    documento: { type: 'string', title: 'CPF ou CNPJ', format: 'cpf-cnpj' },
    razaoSocial: { type: 'string', title: 'Razão social' },
    cep: { type: 'string', title: 'CEP', format: 'cep' },
    telefone: { type: 'string', title: 'Telefone', format: 'phone' },
    email: { type: 'string', title: 'E-mail', format: 'email' },
    nascimento: { type: 'string', title: 'Data de nascimento', format: 'date' },
    cor: { type: 'string', title: 'Cor preferida', format: 'color' },
  },
};

export const clientRules: FormRule[] = [{ field: 'razaoSocial', visibleWhen: { '==': [{ var: 'tipo' }, 'PJ'] } }];
