// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CookieBanner } from '../../../../renderers/login/cookie-banner';
import { PromoAccordion } from '../../../../renderers/login/promo-accordion';
import { EnvironmentRibbon } from '../../../../renderers/shell/environment-ribbon';

afterEach(cleanup);

describe('promo accordion', () => {
  it("is titled 'Olá, {first name}' for a known user and 'Para minha empresa' otherwise", () => {
    const { rerender } = render(<PromoAccordion firstName="Ana" mobile={false} onLearnMore={vi.fn()} />);
    expect(screen.getByText('Olá, Ana')).toBeTruthy();
    rerender(<PromoAccordion firstName={null} mobile onLearnMore={vi.fn()} />);
    expect(screen.getByText('Para minha empresa')).toBeTruthy();
  });

  it("calls onLearnMore from 'Saiba Mais'", () => {
    const onLearnMore = vi.fn();
    render(<PromoAccordion firstName={null} mobile={false} onLearnMore={onLearnMore} />);
    fireEvent.click(screen.getByRole('button', { name: 'Saiba Mais', hidden: true }));
    expect(onLearnMore).toHaveBeenCalledOnce();
  });
});

describe('cookie banner and ribbon', () => {
  it("accepts with 'Estou ciente' and names the LGPD contact", () => {
    const onAccept = vi.fn();
    render(<CookieBanner contact="privacidade@demo.com.br" onAccept={onAccept} />);
    expect(screen.getByText(/privacidade@demo\.com\.br/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Estou ciente' }));
    expect(onAccept).toHaveBeenCalledOnce();
  });

  it('renders no ribbon in production', () => {
    const { container, rerender } = render(<EnvironmentRibbon text={null} />);
    expect(container.textContent).toBe('');
    rerender(<EnvironmentRibbon text="HOMOLOGAÇÃO" />);
    expect(container.textContent).toBe('HOMOLOGAÇÃO');
  });
});
