-- Chat hand-offs, written by hand: drizzle-kit does not declare triggers. A staff reply to a
-- handed-off conversation is written in /admin/queries (customer_query_messages, kind 'reply', emailed
-- by the queries module); this trigger puts the same reply into the conversation, in the same
-- transaction, so the shopper reads it in the chat too and the queries module needs no chat code.
CREATE FUNCTION "chat_copy_staff_reply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.kind = 'reply' THEN
    INSERT INTO chat_messages (conversation_id, role, text)
      SELECT c.id, 'staff', NEW.body FROM chat_conversations c WHERE c.handoff_query_id = NEW.query_id;
    UPDATE chat_conversations SET updated_at = now() WHERE handoff_query_id = NEW.query_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "customer_query_messages_chat_reply" AFTER INSERT ON "customer_query_messages"
  FOR EACH ROW EXECUTE FUNCTION "chat_copy_staff_reply"();
