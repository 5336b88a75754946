import { useEffect } from 'react';
import { chatToLoad } from '../../domain/chat-providers';
import type { CompanyConfig } from '../../schemas/company';
import { useSessionUser } from '../session/session-store';
import { startChat, stopChat } from './chat-state';

/** Keeps the chat widget in step with the session: loaded while a user is signed in, gone when nobody is. */
export function ChatEffects({ company }: { company: CompanyConfig }) {
  const signedIn = useSessionUser() !== null;
  const config = company.chat;
  useEffect(() => {
    const chat = chatToLoad(config);
    if (!signedIn || !chat) return;
    startChat(chat);
    return stopChat;
  }, [signedIn, config]);
  return null;
}
