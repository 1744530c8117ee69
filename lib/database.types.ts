export type Json =
  | string
  | number
  | boolean
  | null
  | { [key: string]: Json | undefined }
  | Json[]

export type Database = {
  // Allows to automatically instantiate createClient with right options
  // instead of createClient<Database, { PostgrestVersion: 'XX' }>(URL, KEY)
  __InternalSupabase: {
    PostgrestVersion: "13.0.5"
  }
  public: {
    Tables: {
      admin_audit: {
        Row: {
          action: string
          actor_id: string | null
          at: string
          details: Json
          id: number
          target_id: string | null
        }
        Insert: {
          action: string
          actor_id?: string | null
          at?: string
          details?: Json
          id?: number
          target_id?: string | null
        }
        Update: {
          action?: string
          actor_id?: string | null
          at?: string
          details?: Json
          id?: number
          target_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "admin_audit_actor_id_fkey"
            columns: ["actor_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      agency_service_types: {
        Row: {
          active: boolean
          created_at: string
          id: string
          name: string
          position: number
          updated_at: string
        }
        Insert: {
          active?: boolean
          created_at?: string
          id?: string
          name: string
          position?: number
          updated_at?: string
        }
        Update: {
          active?: boolean
          created_at?: string
          id?: string
          name?: string
          position?: number
          updated_at?: string
        }
        Relationships: []
      }
      company_types: {
        Row: {
          active: boolean
          created_at: string
          id: string
          name: string
          position: number
          updated_at: string
        }
        Insert: {
          active?: boolean
          created_at?: string
          id?: string
          name: string
          position?: number
          updated_at?: string
        }
        Update: {
          active?: boolean
          created_at?: string
          id?: string
          name?: string
          position?: number
          updated_at?: string
        }
        Relationships: []
      }
      content_types: {
        Row: {
          active: boolean
          created_at: string
          id: string
          name: string
          position: number
          updated_at: string
        }
        Insert: {
          active?: boolean
          created_at?: string
          id?: string
          name: string
          position?: number
          updated_at?: string
        }
        Update: {
          active?: boolean
          created_at?: string
          id?: string
          name?: string
          position?: number
          updated_at?: string
        }
        Relationships: []
      }
      conversation_members: {
        Row: {
          conversation_id: string
          last_read_at: string | null
          profile_id: string
        }
        Insert: {
          conversation_id: string
          last_read_at?: string | null
          profile_id: string
        }
        Update: {
          conversation_id?: string
          last_read_at?: string | null
          profile_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "conversation_members_conversation_id_fkey"
            columns: ["conversation_id"]
            isOneToOne: false
            referencedRelation: "conversations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "conversation_members_profile_id_fkey"
            columns: ["profile_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      conversations: {
        Row: {
          created_at: string
          id: string
          last_message_at: string | null
          member_a: string
          member_b: string
          opportunity_id: string | null
        }
        Insert: {
          created_at?: string
          id?: string
          last_message_at?: string | null
          member_a: string
          member_b: string
          opportunity_id?: string | null
        }
        Update: {
          created_at?: string
          id?: string
          last_message_at?: string | null
          member_a?: string
          member_b?: string
          opportunity_id?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "conversations_member_a_fkey"
            columns: ["member_a"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "conversations_member_b_fkey"
            columns: ["member_b"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      messages: {
        Row: {
          attachment_name: string | null
          attachment_path: string | null
          attachment_size: number | null
          attachment_type: string | null
          body: string
          conversation_id: string
          created_at: string
          id: string
          read_at: string | null
          receiver_id: string
          sender_id: string
        }
        Insert: {
          attachment_name?: string | null
          attachment_path?: string | null
          attachment_size?: number | null
          attachment_type?: string | null
          body: string
          conversation_id: string
          created_at?: string
          id?: string
          read_at?: string | null
          receiver_id: string
          sender_id: string
        }
        Update: {
          attachment_name?: string | null
          attachment_path?: string | null
          attachment_size?: number | null
          attachment_type?: string | null
          body?: string
          conversation_id?: string
          created_at?: string
          id?: string
          read_at?: string | null
          receiver_id?: string
          sender_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "messages_conversation_id_fkey"
            columns: ["conversation_id"]
            isOneToOne: false
            referencedRelation: "conversations"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "messages_receiver_id_fkey"
            columns: ["receiver_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "messages_sender_id_fkey"
            columns: ["sender_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      notification_kinds: {
        Row: {
          icon: string
          kind: string
          label: string
        }
        Insert: {
          icon?: string
          kind: string
          label: string
        }
        Update: {
          icon?: string
          kind?: string
          label?: string
        }
        Relationships: []
      }
      notifications: {
        Row: {
          body: string | null
          created_at: string
          id: string
          kind: string
          link: string | null
          profile_id: string
          read_at: string | null
          title: string
        }
        Insert: {
          body?: string | null
          created_at?: string
          id?: string
          kind: string
          link?: string | null
          profile_id: string
          read_at?: string | null
          title: string
        }
        Update: {
          body?: string | null
          created_at?: string
          id?: string
          kind?: string
          link?: string | null
          profile_id?: string
          read_at?: string | null
          title?: string
        }
        Relationships: [
          {
            foreignKeyName: "notifications_kind_fkey"
            columns: ["kind"]
            isOneToOne: false
            referencedRelation: "notification_kinds"
            referencedColumns: ["kind"]
          },
          {
            foreignKeyName: "notifications_profile_id_fkey"
            columns: ["profile_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      opportunity_questions: {
        Row: {
          active: boolean
          created_at: string
          id: string
          kind: string
          options: string[]
          position: number
          required: boolean
          service_type_id: string | null
          text: string
          updated_at: string
        }
        Insert: {
          active?: boolean
          created_at?: string
          id?: string
          kind: string
          options?: string[]
          position?: number
          required?: boolean
          service_type_id?: string | null
          text: string
          updated_at?: string
        }
        Update: {
          active?: boolean
          created_at?: string
          id?: string
          kind?: string
          options?: string[]
          position?: number
          required?: boolean
          service_type_id?: string | null
          text?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "opportunity_questions_service_type_fkey"
            columns: ["service_type_id"]
            isOneToOne: false
            referencedRelation: "service_types"
            referencedColumns: ["id"]
          },
        ]
      }
      pages: {
        Row: {
          created_at: string
          icon: string
          id: string
          in_menu: boolean
          menu_section: string | null
          name: string
          slug: string
          updated_at: string
        }
        Insert: {
          created_at?: string
          icon?: string
          id?: string
          in_menu?: boolean
          menu_section?: string | null
          name: string
          slug: string
          updated_at?: string
        }
        Update: {
          created_at?: string
          icon?: string
          id?: string
          in_menu?: boolean
          menu_section?: string | null
          name?: string
          slug?: string
          updated_at?: string
        }
        Relationships: []
      }
      permissions: {
        Row: {
          created_at: string
          has_access: boolean
          id: string
          page_id: string
          updated_at: string
          user_category: string
        }
        Insert: {
          created_at?: string
          has_access?: boolean
          id?: string
          page_id: string
          updated_at?: string
          user_category: string
        }
        Update: {
          created_at?: string
          has_access?: boolean
          id?: string
          page_id?: string
          updated_at?: string
          user_category?: string
        }
        Relationships: [
          {
            foreignKeyName: "permissions_page_id_fkey"
            columns: ["page_id"]
            isOneToOne: false
            referencedRelation: "pages"
            referencedColumns: ["id"]
          },
        ]
      }
      profile_answers: {
        Row: {
          answer: Json
          created_at: string
          profile_id: string
          question_id: string
          updated_at: string
        }
        Insert: {
          answer: Json
          created_at?: string
          profile_id: string
          question_id: string
          updated_at?: string
        }
        Update: {
          answer?: Json
          created_at?: string
          profile_id?: string
          question_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "profile_answers_profile_id_fkey"
            columns: ["profile_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "profile_answers_question_id_fkey"
            columns: ["question_id"]
            isOneToOne: false
            referencedRelation: "service_questions"
            referencedColumns: ["id"]
          },
        ]
      }
      profile_content_types: {
        Row: {
          content_type_id: string
          created_at: string
          profile_id: string
        }
        Insert: {
          content_type_id: string
          created_at?: string
          profile_id: string
        }
        Update: {
          content_type_id?: string
          created_at?: string
          profile_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "profile_content_types_content_type_id_fkey"
            columns: ["content_type_id"]
            isOneToOne: false
            referencedRelation: "content_types"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "profile_content_types_profile_id_fkey"
            columns: ["profile_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      profile_service_types: {
        Row: {
          created_at: string
          profile_id: string
          service_type_id: string
        }
        Insert: {
          created_at?: string
          profile_id: string
          service_type_id: string
        }
        Update: {
          created_at?: string
          profile_id?: string
          service_type_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "profile_service_types_profile_id_fkey"
            columns: ["profile_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "profile_service_types_service_type_id_fkey"
            columns: ["service_type_id"]
            isOneToOne: false
            referencedRelation: "service_types"
            referencedColumns: ["id"]
          },
        ]
      }
      profiles: {
        Row: {
          agency_service_types: string[]
          avatar_url: string | null
          bio: string | null
          category: string | null
          city: string | null
          company_category: string | null
          company_name: string | null
          company_segment: string | null
          cpf_cnpj: string | null
          created_at: string
          email: string | null
          followers_range: string | null
          full_name: string | null
          headline: string | null
          id: string
          instagram_url: string | null
          is_blocked: boolean
          languages: string[]
          legal_name: string | null
          logo_url: string | null
          onboarding_completed: boolean
          onboarding_step: number
          phone_number: string | null
          portfolio_urls: string[]
          price_from: number | null
          state: string | null
          street: string | null
          street_number: string | null
          terms_version_accepted: string | null
          tiktok_url: string | null
          type: string | null
          updated_at: string
          verified_at: string | null
          website_url: string | null
          youtube_url: string | null
          zip_code: string | null
        }
        Insert: {
          agency_service_types?: string[]
          avatar_url?: string | null
          bio?: string | null
          category?: string | null
          city?: string | null
          company_category?: string | null
          company_name?: string | null
          company_segment?: string | null
          cpf_cnpj?: string | null
          created_at?: string
          email?: string | null
          followers_range?: string | null
          full_name?: string | null
          headline?: string | null
          id: string
          instagram_url?: string | null
          is_blocked?: boolean
          languages?: string[]
          legal_name?: string | null
          logo_url?: string | null
          onboarding_completed?: boolean
          onboarding_step?: number
          phone_number?: string | null
          portfolio_urls?: string[]
          price_from?: number | null
          state?: string | null
          street?: string | null
          street_number?: string | null
          terms_version_accepted?: string | null
          tiktok_url?: string | null
          type?: string | null
          updated_at?: string
          verified_at?: string | null
          website_url?: string | null
          youtube_url?: string | null
          zip_code?: string | null
        }
        Update: {
          agency_service_types?: string[]
          avatar_url?: string | null
          bio?: string | null
          category?: string | null
          city?: string | null
          company_category?: string | null
          company_name?: string | null
          company_segment?: string | null
          cpf_cnpj?: string | null
          created_at?: string
          email?: string | null
          followers_range?: string | null
          full_name?: string | null
          headline?: string | null
          id?: string
          instagram_url?: string | null
          is_blocked?: boolean
          languages?: string[]
          legal_name?: string | null
          logo_url?: string | null
          onboarding_completed?: boolean
          onboarding_step?: number
          phone_number?: string | null
          portfolio_urls?: string[]
          price_from?: number | null
          state?: string | null
          street?: string | null
          street_number?: string | null
          terms_version_accepted?: string | null
          tiktok_url?: string | null
          type?: string | null
          updated_at?: string
          verified_at?: string | null
          website_url?: string | null
          youtube_url?: string | null
          zip_code?: string | null
        }
        Relationships: []
      }
      service_questions: {
        Row: {
          active: boolean
          created_at: string
          id: string
          kind: string
          options: string[]
          position: number
          required: boolean
          service_type_id: string | null
          text: string
          updated_at: string
        }
        Insert: {
          active?: boolean
          created_at?: string
          id?: string
          kind: string
          options?: string[]
          position?: number
          required?: boolean
          service_type_id?: string | null
          text: string
          updated_at?: string
        }
        Update: {
          active?: boolean
          created_at?: string
          id?: string
          kind?: string
          options?: string[]
          position?: number
          required?: boolean
          service_type_id?: string | null
          text?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "service_questions_service_type_id_fkey"
            columns: ["service_type_id"]
            isOneToOne: false
            referencedRelation: "service_types"
            referencedColumns: ["id"]
          },
        ]
      }
      service_subtypes: {
        Row: {
          active: boolean
          created_at: string
          id: string
          name: string
          position: number
          service_type_id: string
          updated_at: string
        }
        Insert: {
          active?: boolean
          created_at?: string
          id?: string
          name: string
          position?: number
          service_type_id: string
          updated_at?: string
        }
        Update: {
          active?: boolean
          created_at?: string
          id?: string
          name?: string
          position?: number
          service_type_id?: string
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "service_subtypes_service_type_id_fkey"
            columns: ["service_type_id"]
            isOneToOne: false
            referencedRelation: "service_types"
            referencedColumns: ["id"]
          },
        ]
      }
      service_types: {
        Row: {
          active: boolean
          created_at: string
          description: string | null
          id: string
          name: string
          position: number
          updated_at: string
        }
        Insert: {
          active?: boolean
          created_at?: string
          description?: string | null
          id?: string
          name: string
          position?: number
          updated_at?: string
        }
        Update: {
          active?: boolean
          created_at?: string
          description?: string | null
          id?: string
          name?: string
          position?: number
          updated_at?: string
        }
        Relationships: []
      }
      site_images: {
        Row: {
          created_at: string
          id: string
          type: string
          updated_at: string
          url: string
        }
        Insert: {
          created_at?: string
          id?: string
          type: string
          updated_at?: string
          url: string
        }
        Update: {
          created_at?: string
          id?: string
          type?: string
          updated_at?: string
          url?: string
        }
        Relationships: []
      }
      unread_counts: {
        Row: {
          profile_id: string
          unread_messages: number
          unread_notifications: number
          updated_at: string
        }
        Insert: {
          profile_id: string
          unread_messages?: number
          unread_notifications?: number
          updated_at?: string
        }
        Update: {
          profile_id?: string
          unread_messages?: number
          unread_notifications?: number
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "unread_counts_profile_id_fkey"
            columns: ["profile_id"]
            isOneToOne: true
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      user_blocks: {
        Row: {
          blocked_id: string
          blocker_id: string
          created_at: string
        }
        Insert: {
          blocked_id: string
          blocker_id: string
          created_at?: string
        }
        Update: {
          blocked_id?: string
          blocker_id?: string
          created_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "user_blocks_blocked_id_fkey"
            columns: ["blocked_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "user_blocks_blocker_id_fkey"
            columns: ["blocker_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
    }
    Views: {
      public_profiles: {
        Row: {
          agency_service_types: string[] | null
          avatar_url: string | null
          bio: string | null
          category: string | null
          city: string | null
          company_category: string | null
          company_name: string | null
          company_segment: string | null
          created_at: string | null
          followers_range: string | null
          full_name: string | null
          headline: string | null
          id: string | null
          instagram_url: string | null
          languages: string[] | null
          legal_name: string | null
          logo_url: string | null
          onboarding_completed: boolean | null
          portfolio_urls: string[] | null
          price_from: number | null
          state: string | null
          tiktok_url: string | null
          type: string | null
          verified_at: string | null
          website_url: string | null
          youtube_url: string | null
        }
        Insert: {
          agency_service_types?: string[] | null
          avatar_url?: string | null
          bio?: string | null
          category?: never
          city?: string | null
          company_category?: string | null
          company_name?: string | null
          company_segment?: string | null
          created_at?: string | null
          followers_range?: string | null
          full_name?: string | null
          headline?: string | null
          id?: string | null
          instagram_url?: string | null
          languages?: string[] | null
          legal_name?: string | null
          logo_url?: string | null
          onboarding_completed?: boolean | null
          portfolio_urls?: string[] | null
          price_from?: number | null
          state?: string | null
          tiktok_url?: string | null
          type?: string | null
          verified_at?: string | null
          website_url?: string | null
          youtube_url?: string | null
        }
        Update: {
          agency_service_types?: string[] | null
          avatar_url?: string | null
          bio?: string | null
          category?: never
          city?: string | null
          company_category?: string | null
          company_name?: string | null
          company_segment?: string | null
          created_at?: string | null
          followers_range?: string | null
          full_name?: string | null
          headline?: string | null
          id?: string | null
          instagram_url?: string | null
          languages?: string[] | null
          legal_name?: string | null
          logo_url?: string | null
          onboarding_completed?: boolean | null
          portfolio_urls?: string[] | null
          price_from?: number | null
          state?: string | null
          tiktok_url?: string | null
          type?: string | null
          verified_at?: string | null
          website_url?: string | null
          youtube_url?: string | null
        }
        Relationships: []
      }
    }
    Functions: {
      admin_set_account_blocked: {
        Args: {
          target: string
          blocked: boolean
          reason?: string
        }
        Returns: undefined
      }
      apply_unread_deltas: {
        Args: {
          counter: string
          profile_ids: string[]
          deltas: number[]
        }
        Returns: undefined
      }
      are_https_urls: {
        Args: {
          value: string[]
        }
        Returns: boolean
      }
      chat_conversations: {
        Args: {
          search?: string
          max_rows?: number
        }
        Returns: {
          id: string
          opportunity_id: string
          other_id: string
          other_name: string
          other_avatar_url: string
          last_message_at: string
          last_body: string
          last_sender_id: string
          last_attachment_name: string
          unread: number
          blocked_by_me: boolean
          blocked_me: boolean
        }[]
      }
      creator_onboarding_missing_step: {
        Args: {
          p: Database["public"]["Tables"]["profiles"]["Row"]
        }
        Returns: number
      }
      custom_access_token_hook: {
        Args: {
          event: Json
        }
        Returns: Json
      }
      deny_writes_of_blocked_accounts: {
        Args: {
          target: unknown
        }
        Returns: undefined
      }
      is_active_user: {
        Args: never
        Returns: boolean
      }
      is_admin: {
        Args: never
        Returns: boolean
      }
      is_blocked_between: {
        Args: {
          x: string
          y: string
        }
        Returns: boolean
      }
      is_conversation_member:
        | {
            Args: {
              conversation: string
            }
            Returns: boolean
          }
        | {
            Args: {
              conversation: string
            }
            Returns: boolean
          }
      is_creator: {
        Args: never
        Returns: boolean
      }
      is_https_url: {
        Args: {
          value: string
        }
        Returns: boolean
      }
      is_newly_filled:
        | {
            Args: {
              new_value: string
              old_value: string
            }
            Returns: boolean
          }
        | {
            Args: {
              new_value: string[]
              old_value: string[]
            }
            Returns: boolean
          }
      is_own_profile_image: {
        Args: {
          value: string
          bucket: string
          owner: string
        }
        Returns: boolean
      }
      is_valid_cpf_cnpj: {
        Args: {
          value: string
        }
        Returns: boolean
      }
      mark_conversation_read: {
        Args: {
          conversation: string
        }
        Returns: number
      }
      mark_notifications_read: {
        Args: never
        Returns: number
      }
      normalize_cpf_cnpj: {
        Args: {
          value: string
        }
        Returns: string
      }
      start_conversation: {
        Args: {
          other: string
          opportunity?: string
        }
        Returns: string
      }
      sync_account_ban: {
        Args: {
          target: string
          blocked: boolean
        }
        Returns: undefined
      }
    }
    Enums: {
      [_ in never]: never
    }
    CompositeTypes: {
      [_ in never]: never
    }
  }
}

type DatabaseWithoutInternals = Omit<Database, "__InternalSupabase">

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, "public">]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Views"])[TableName] extends { Row: infer R }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema["Tables"] & DefaultSchema["Views"])
    ? (DefaultSchema["Tables"] & DefaultSchema["Views"])[DefaultSchemaTableNameOrOptions] extends { Row: infer R }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends { Insert: infer I }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends { Insert: infer I }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"] | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"]
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions["schema"]]["Tables"][TableName] extends { Update: infer U }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema["Tables"]
    ? DefaultSchema["Tables"][DefaultSchemaTableNameOrOptions] extends { Update: infer U }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"] | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"]
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions["schema"]]["Enums"][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema["Enums"]
    ? DefaultSchema["Enums"][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"] | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"]
    : never = never,
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions["schema"]]["CompositeTypes"][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema["CompositeTypes"]
    ? DefaultSchema["CompositeTypes"][PublicCompositeTypeNameOrOptions]
    : never

export const Constants = {
  public: {
    Enums: {},
  },
} as const
