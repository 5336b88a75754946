import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../../domain/domain-error';
import { computeNfeLine } from '../../../domain/nfe';
import { readNfeXml } from '../../../server/finance/nfe-xml';

const fixture = (name: string) => readFileSync(new URL(`../../../fixtures/nfe/${name}`, import.meta.url), 'utf8');
const real = fixture('nfe-4.00-sped-da.xml');
const kits = fixture('nfe-4.00-kit-derived.xml');

function refusal(xml: string): { code: string; message: string } {
  try {
    readNfeXml(xml);
  } catch (error) {
    if (error instanceof DomainError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('NF-e XML import (layout 4.00)', () => {
  it("reads the invoice's total (ICMSTot vNF), and null when it has none that reads as a number", () => {
    expect(readNfeXml(real).total).toBe(238643.07);
    expect(readNfeXml(kits).total).toBe(1124.1);
    expect(readNfeXml(kits.replace('<vNF>1124.10</vNF>', '')).total).toBeNull();
    expect(readNfeXml(kits.replace('<vNF>1124.10</vNF>', '<vNF>mil</vNF>')).total).toBeNull();
  });

  it('reads the real sample: key, number, date, issuer and every product line', () => {
    const invoice = readNfeXml(real);
    expect(invoice).toMatchObject({
      key: '94567341576807000161550010000699161000436194',
      number: '69916',
      series: '1',
      date: '2025-05-12',
      issuer: { document: '90954334000197', name: 'FULANO & DE TAL LTDA' },
    });
    expect(invoice.lines).toHaveLength(41);
    expect(invoice.lines[0]).toEqual({
      item: 1,
      unit: 'PC',
      description: 'FRIGIDEIRA RETA ALTA 20 SEM TPA - CEREJA',
      qtd: 200,
      qtdFaturada: 200,
      value: 18.9,
      baseICMS: 3780,
      icms: 12,
      codProductNf: '/136520',
      nf: '69916',
      dateNf: '2025-05-12',
    });
    expect(invoice.lines.at(-1)).toMatchObject({ item: 41, description: 'FRIGI-OVO BLACK', qtd: 240, value: 10, baseICMS: 2400 });
  });

  it("adds up to the invoice's own totals through the computed fields (ICMSTot vProd 224078.00, vICMS 26889.36)", () => {
    const computed = readNfeXml(real).lines.map(computeNfeLine);
    const sum = (pick: (c: (typeof computed)[number]) => number) => Math.round(computed.reduce((s, c) => s + pick(c), 0) * 100) / 100;
    expect(sum((c) => c.totalValue)).toBe(224078);
    expect(sum((c) => c.valIcms)).toBe(26889.36);
    expect(sum((c) => c.discountValue)).toBe(0);
  });

  it('reads a bare NFe root, kit-described lines and a line without an ICMS base (derived sample)', () => {
    const invoice = readNfeXml(kits);
    expect(invoice.number).toBe('1234');
    const [kit, pack, cap] = invoice.lines.map((line) => ({ ...line, ...computeNfeLine(line) }));
    expect(kit).toMatchObject({ description: 'MEIA SOQUETE KIT 6 PARES', qtd: 10, qtdFaturada: 60, auxCount: 6, totalValue: 599, discountValue: 59.9, valIcms: 97.04 });
    expect(pack).toMatchObject({ auxCount: 12, totalValue: 480, valIcms: 86.4 });
    expect(cap).toMatchObject({ codProductNf: '0070', auxCount: 1, baseICMS: 0, icms: 0, valIcms: 0 });
  });

  it('refuses a malformed XML with its line, in pt-BR', () => {
    const broken = real.replace('</xProd>', '</xprod>');
    expect(refusal(broken)).toEqual({ code: '#INVALID_NFE_XML', message: expect.stringMatching(/^O arquivo não é um XML bem formado \(linha \d+, coluna \d+\)\.$/) });
    expect(refusal('   ').message).toBe('Envie o XML da NF-e.');
  });

  it('refuses another document, another layout and an NF-e without product lines', () => {
    const notNfe = 'O XML não é uma NF-e no layout 4.00: esperado nfeProc ou NFe com infNFe versao="4.00".';
    expect(refusal('<cteProc versao="4.00"><CTe><infCte versao="4.00"/></CTe></cteProc>')).toEqual({ code: '#INVALID_NFE_XML', message: notNfe });
    expect(refusal(real.replace('<infNFe versao="4.00"', '<infNFe versao="3.10"')).message).toBe(notNfe);
    expect(refusal(kits.replace(/<det nItem="\d">[\s\S]*?<\/det>/g, '')).message).toBe('A NF-e não tem linhas de produto (det).');
    expect(refusal(kits.replace('<qCom>2.0000</qCom>', '<qCom>dois</qCom>')).message).toBe('A linha de produto 2 tem um número inválido em qCom.');
  });
});
