import { applyMask } from '../../domain/masks';

/** A CPF/CNPJ as people read it: '11222333000181' -> '11.222.333/0001-81'. */
export const formatEntityCode = (code: string) => applyMask('cpfCnpj', code);
