import { describe, expect, it } from 'vitest';
import { hasRecipients, htmlToText, isRecipient } from '../../../domain/notification-automation';

const ana = { email: 'ana@demo.com.br', groups: ['financeiro'] };

describe('notification automation recipients', () => {
  it('needs everyone, a group or an e-mail', () => {
    expect(hasRecipients({})).toBe(false);
    expect(hasRecipients({ everyone: false, groups: [], emails: [] })).toBe(false);
    expect(hasRecipients({ everyone: true })).toBe(true);
    expect(hasRecipients({ groups: ['financeiro'] })).toBe(true);
    expect(hasRecipients({ emails: ['ana@demo.com.br'] })).toBe(true);
  });

  it('reaches everyone, the members of a listed group, or a listed e-mail in any case', () => {
    expect(isRecipient({ everyone: true }, ana)).toBe(true);
    expect(isRecipient({ groups: ['vendas', 'financeiro'] }, ana)).toBe(true);
    expect(isRecipient({ groups: ['vendas'] }, ana)).toBe(false);
    expect(isRecipient({ emails: [' ANA@Demo.com.br'] }, ana)).toBe(true);
    expect(isRecipient({ emails: ['bia@demo.com.br'], groups: ['vendas'] }, ana)).toBe(false);
  });
});

describe('htmlToText (the plain-text e-mail of a notification)', () => {
  it('keeps paragraphs and line breaks, drops tags, scripts and styles, decodes entities', () => {
    const html = '<h2>Aviso</h2><p>Seu boleto <b>vence</b> amanhã &amp; já está&nbsp;disponível.<br>Valor: R&#36; 10</p>'
      + '<script>alert(1)</script><style>p{}</style><ul><li>um</li><li>dois</li></ul>';
    expect(htmlToText(html)).toBe('Aviso\nSeu boleto vence amanhã & já está disponível.\nValor: R$ 10\n- um\n- dois');
  });

  it('leaves unknown or impossible entities as written', () => {
    expect(htmlToText('a &foo; b &#x110000; c &#x41;')).toBe('a &foo; b &#x110000; c A');
  });
});
