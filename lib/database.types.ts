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
          after: Json | null
          at: string
          before: Json | null
          details: Json
          id: number
          target_id: string | null
          target_table: string | null
        }
        Insert: {
          action: string
          actor_id?: string | null
          after?: Json | null
          at?: string
          before?: Json | null
          details?: Json
          id?: number
          target_id?: string | null
          target_table?: string | null
        }
        Update: {
          action?: string
          actor_id?: string | null
          after?: Json | null
          at?: string
          before?: Json | null
          details?: Json
          id?: number
          target_id?: string | null
          target_table?: string | null
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
      admin_broadcasts: {
        Row: {
          body: string
          id: string
          link: string | null
          recipients: number
          sent_at: string
          sent_by: string | null
          target_category: string | null
          title: string
        }
        Insert: {
          body: string
          id?: string
          link?: string | null
          recipients?: number
          sent_at?: string
          sent_by?: string | null
          target_category?: string | null
          title: string
        }
        Update: {
          body?: string
          id?: string
          link?: string | null
          recipients?: number
          sent_at?: string
          sent_by?: string | null
          target_category?: string | null
          title?: string
        }
        Relationships: [
          {
            foreignKeyName: "admin_broadcasts_sent_by_fkey"
            columns: ["sent_by"]
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
      applications: {
        Row: {
          answers: Json
          created_at: string
          creator_id: string
          decided_at: string | null
          delivery_days: number | null
          discard_reason: string | null
          id: string
          opportunity_id: string
          pitch: string
          proposed_price: number | null
          status: string
          updated_at: string
          viewed_at: string | null
        }
        Insert: {
          answers?: Json
          created_at?: string
          creator_id: string
          decided_at?: string | null
          delivery_days?: number | null
          discard_reason?: string | null
          id?: string
          opportunity_id: string
          pitch: string
          proposed_price?: number | null
          status?: string
          updated_at?: string
          viewed_at?: string | null
        }
        Update: {
          answers?: Json
          created_at?: string
          creator_id?: string
          decided_at?: string | null
          delivery_days?: number | null
          discard_reason?: string | null
          id?: string
          opportunity_id?: string
          pitch?: string
          proposed_price?: number | null
          status?: string
          updated_at?: string
          viewed_at?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "applications_creator_id_fkey"
            columns: ["creator_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "applications_opportunity_id_fkey"
            columns: ["opportunity_id"]
            isOneToOne: false
            referencedRelation: "opportunities"
            referencedColumns: ["id"]
          },
        ]
      }
      cache_tag_invalidations: {
        Row: {
          invalidated_at: string
          tag: string
        }
        Insert: {
          invalidated_at?: string
          tag: string
        }
        Update: {
          invalidated_at?: string
          tag?: string
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
      contract_events: {
        Row: {
          actor_id: string | null
          contract_id: string
          created_at: string
          id: number
          kind: string
          note: string | null
        }
        Insert: {
          actor_id?: string | null
          contract_id: string
          created_at?: string
          id?: number
          kind: string
          note?: string | null
        }
        Update: {
          actor_id?: string | null
          contract_id?: string
          created_at?: string
          id?: number
          kind?: string
          note?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "contract_events_actor_id_fkey"
            columns: ["actor_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "contract_events_contract_id_fkey"
            columns: ["contract_id"]
            isOneToOne: false
            referencedRelation: "contracts"
            referencedColumns: ["id"]
          },
        ]
      }
      contracts: {
        Row: {
          cancel_reason: string | null
          cancel_requested_by: string | null
          cancelled_at: string | null
          completed_at: string | null
          created_at: string
          creator_id: string | null
          deliverables: string[]
          dispute_opened_by: string | null
          dispute_reason: string | null
          disputed_from: string | null
          due_date: string
          extra_revision_comment: string | null
          hirer_id: string | null
          id: string
          is_barter: boolean
          opportunity_id: string | null
          paid_on: string | null
          payment_receipt_path: string | null
          payment_status: string
          proposal_id: string
          resolution_reason: string | null
          reviews_close_at: string | null
          revisions_included: number
          revisions_used: number
          scope: string
          status: string
          title: string
          updated_at: string
          usage_months: number | null
          usage_rights: string
          value_cents: number | null
        }
        Insert: {
          cancel_reason?: string | null
          cancel_requested_by?: string | null
          cancelled_at?: string | null
          completed_at?: string | null
          created_at?: string
          creator_id?: string | null
          deliverables: string[]
          dispute_opened_by?: string | null
          dispute_reason?: string | null
          disputed_from?: string | null
          due_date: string
          extra_revision_comment?: string | null
          hirer_id?: string | null
          id?: string
          is_barter?: boolean
          opportunity_id?: string | null
          paid_on?: string | null
          payment_receipt_path?: string | null
          payment_status?: string
          proposal_id: string
          resolution_reason?: string | null
          reviews_close_at?: string | null
          revisions_included: number
          revisions_used?: number
          scope: string
          status?: string
          title: string
          updated_at?: string
          usage_months?: number | null
          usage_rights: string
          value_cents?: number | null
        }
        Update: {
          cancel_reason?: string | null
          cancel_requested_by?: string | null
          cancelled_at?: string | null
          completed_at?: string | null
          created_at?: string
          creator_id?: string | null
          deliverables?: string[]
          dispute_opened_by?: string | null
          dispute_reason?: string | null
          disputed_from?: string | null
          due_date?: string
          extra_revision_comment?: string | null
          hirer_id?: string | null
          id?: string
          is_barter?: boolean
          opportunity_id?: string | null
          paid_on?: string | null
          payment_receipt_path?: string | null
          payment_status?: string
          proposal_id?: string
          resolution_reason?: string | null
          reviews_close_at?: string | null
          revisions_included?: number
          revisions_used?: number
          scope?: string
          status?: string
          title?: string
          updated_at?: string
          usage_months?: number | null
          usage_rights?: string
          value_cents?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "contracts_cancel_requested_by_fkey"
            columns: ["cancel_requested_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "contracts_creator_id_fkey"
            columns: ["creator_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "contracts_dispute_opened_by_fkey"
            columns: ["dispute_opened_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "contracts_hirer_id_fkey"
            columns: ["hirer_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "contracts_opportunity_id_fkey"
            columns: ["opportunity_id"]
            isOneToOne: false
            referencedRelation: "opportunities"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "contracts_proposal_id_fkey"
            columns: ["proposal_id"]
            isOneToOne: true
            referencedRelation: "proposals"
            referencedColumns: ["id"]
          },
        ]
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
          {
            foreignKeyName: "conversations_opportunity_id_fkey"
            columns: ["opportunity_id"]
            isOneToOne: false
            referencedRelation: "opportunities"
            referencedColumns: ["id"]
          },
        ]
      }
      deliveries: {
        Row: {
          auto_approved: boolean
          contract_id: string
          files: Json
          id: string
          links: string[]
          note: string
          number: number
          responded_at: string | null
          response_comment: string | null
          status: string
          submitted_at: string
        }
        Insert: {
          auto_approved?: boolean
          contract_id: string
          files?: Json
          id?: string
          links?: string[]
          note?: string
          number: number
          responded_at?: string | null
          response_comment?: string | null
          status?: string
          submitted_at?: string
        }
        Update: {
          auto_approved?: boolean
          contract_id?: string
          files?: Json
          id?: string
          links?: string[]
          note?: string
          number?: number
          responded_at?: string | null
          response_comment?: string | null
          status?: string
          submitted_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "deliveries_contract_id_fkey"
            columns: ["contract_id"]
            isOneToOne: false
            referencedRelation: "contracts"
            referencedColumns: ["id"]
          },
        ]
      }
      follows: {
        Row: {
          created_at: string
          follower_id: string
          following_id: string
        }
        Insert: {
          created_at?: string
          follower_id?: string
          following_id: string
        }
        Update: {
          created_at?: string
          follower_id?: string
          following_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "follows_follower_id_fkey"
            columns: ["follower_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "follows_following_id_fkey"
            columns: ["following_id"]
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
          kind: string
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
          kind?: string
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
          kind?: string
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
      opportunities: {
        Row: {
          application_deadline: string | null
          applications_count: number
          budget_max: number | null
          budget_min: number | null
          city: string | null
          content_type_ids: string[]
          created_at: string
          creator_states: string[]
          creators_wanted: number
          deliverables: string | null
          description: string
          ends_on: string | null
          id: string
          location_type: string
          min_followers: string | null
          niches: string[]
          owner_id: string
          pay_type: string
          payment_terms: string | null
          platforms: string[]
          published_at: string | null
          requirements: string | null
          search: unknown | null
          selected_count: number
          service_subtypes: string[]
          service_type_id: string | null
          starts_on: string | null
          state: string | null
          status: string
          title: string
          unviewed_count: number
          updated_at: string
          usage_rights: string | null
        }
        Insert: {
          application_deadline?: string | null
          applications_count?: number
          budget_max?: number | null
          budget_min?: number | null
          city?: string | null
          content_type_ids?: string[]
          created_at?: string
          creator_states?: string[]
          creators_wanted?: number
          deliverables?: string | null
          description?: string
          ends_on?: string | null
          id?: string
          location_type?: string
          min_followers?: string | null
          niches?: string[]
          owner_id: string
          pay_type?: string
          payment_terms?: string | null
          platforms?: string[]
          published_at?: string | null
          requirements?: string | null
          search?: never
          selected_count?: number
          service_subtypes?: string[]
          service_type_id?: string | null
          starts_on?: string | null
          state?: string | null
          status?: string
          title: string
          unviewed_count?: number
          updated_at?: string
          usage_rights?: string | null
        }
        Update: {
          application_deadline?: string | null
          applications_count?: number
          budget_max?: number | null
          budget_min?: number | null
          city?: string | null
          content_type_ids?: string[]
          created_at?: string
          creator_states?: string[]
          creators_wanted?: number
          deliverables?: string | null
          description?: string
          ends_on?: string | null
          id?: string
          location_type?: string
          min_followers?: string | null
          niches?: string[]
          owner_id?: string
          pay_type?: string
          payment_terms?: string | null
          platforms?: string[]
          published_at?: string | null
          requirements?: string | null
          search?: never
          selected_count?: number
          service_subtypes?: string[]
          service_type_id?: string | null
          starts_on?: string | null
          state?: string | null
          status?: string
          title?: string
          unviewed_count?: number
          updated_at?: string
          usage_rights?: string | null
        }
        Relationships: [
          {
            foreignKeyName: "opportunities_owner_id_fkey"
            columns: ["owner_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "opportunities_service_type_id_fkey"
            columns: ["service_type_id"]
            isOneToOne: false
            referencedRelation: "service_types"
            referencedColumns: ["id"]
          },
        ]
      }
      opportunity_invites: {
        Row: {
          created_at: string
          creator_id: string
          id: string
          invited_by: string | null
          opportunity_id: string
        }
        Insert: {
          created_at?: string
          creator_id: string
          id?: string
          invited_by?: string | null
          opportunity_id: string
        }
        Update: {
          created_at?: string
          creator_id?: string
          id?: string
          invited_by?: string | null
          opportunity_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "opportunity_invites_creator_id_fkey"
            columns: ["creator_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "opportunity_invites_invited_by_fkey"
            columns: ["invited_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "opportunity_invites_opportunity_id_fkey"
            columns: ["opportunity_id"]
            isOneToOne: false
            referencedRelation: "opportunities"
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
      opportunity_screening: {
        Row: {
          created_at: string
          id: string
          kind: string
          must_have: boolean
          opportunity_id: string
          options: string[]
          position: number
          question_id: string | null
          text: string
        }
        Insert: {
          created_at?: string
          id?: string
          kind?: string
          must_have?: boolean
          opportunity_id: string
          options?: string[]
          position?: number
          question_id?: string | null
          text: string
        }
        Update: {
          created_at?: string
          id?: string
          kind?: string
          must_have?: boolean
          opportunity_id?: string
          options?: string[]
          position?: number
          question_id?: string | null
          text?: string
        }
        Relationships: [
          {
            foreignKeyName: "opportunity_screening_opportunity_id_fkey"
            columns: ["opportunity_id"]
            isOneToOne: false
            referencedRelation: "opportunities"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "opportunity_screening_question_id_fkey"
            columns: ["question_id"]
            isOneToOne: false
            referencedRelation: "opportunity_questions"
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
      post_comments: {
        Row: {
          author_id: string
          body: string
          created_at: string
          id: string
          post_id: string
        }
        Insert: {
          author_id?: string
          body: string
          created_at?: string
          id?: string
          post_id: string
        }
        Update: {
          author_id?: string
          body?: string
          created_at?: string
          id?: string
          post_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "post_comments_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "post_comments_post_id_fkey"
            columns: ["post_id"]
            isOneToOne: false
            referencedRelation: "posts"
            referencedColumns: ["id"]
          },
        ]
      }
      post_likes: {
        Row: {
          created_at: string
          post_id: string
          profile_id: string
        }
        Insert: {
          created_at?: string
          post_id: string
          profile_id?: string
        }
        Update: {
          created_at?: string
          post_id?: string
          profile_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "post_likes_post_id_fkey"
            columns: ["post_id"]
            isOneToOne: false
            referencedRelation: "posts"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "post_likes_profile_id_fkey"
            columns: ["profile_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      posts: {
        Row: {
          author_id: string
          body: string
          comments_count: number
          created_at: string
          id: string
          image_url: string | null
          likes_count: number
          updated_at: string
        }
        Insert: {
          author_id?: string
          body?: string
          comments_count?: number
          created_at?: string
          id?: string
          image_url?: string | null
          likes_count?: number
          updated_at?: string
        }
        Update: {
          author_id?: string
          body?: string
          comments_count?: number
          created_at?: string
          id?: string
          image_url?: string | null
          likes_count?: number
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "posts_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "profiles"
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
      profile_ratings: {
        Row: {
          average: number | null
          briefing_sum: number
          communication_sum: number
          payment_sum: number
          profile_id: string
          quality_sum: number
          rating_sum: number
          reviews_count: number
          timeliness_sum: number
          updated_at: string
        }
        Insert: {
          average?: number | null
          briefing_sum?: number
          communication_sum?: number
          payment_sum?: number
          profile_id: string
          quality_sum?: number
          rating_sum?: number
          reviews_count?: number
          timeliness_sum?: number
          updated_at?: string
        }
        Update: {
          average?: number | null
          briefing_sum?: number
          communication_sum?: number
          payment_sum?: number
          profile_id?: string
          quality_sum?: number
          rating_sum?: number
          reviews_count?: number
          timeliness_sum?: number
          updated_at?: string
        }
        Relationships: [
          {
            foreignKeyName: "profile_ratings_profile_id_fkey"
            columns: ["profile_id"]
            isOneToOne: true
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
      profile_views: {
        Row: {
          day: string
          profile_id: string
          viewer_id: string
        }
        Insert: {
          day?: string
          profile_id: string
          viewer_id: string
        }
        Update: {
          day?: string
          profile_id?: string
          viewer_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "profile_views_profile_id_fkey"
            columns: ["profile_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "profile_views_viewer_id_fkey"
            columns: ["viewer_id"]
            isOneToOne: false
            referencedRelation: "profiles"
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
          company_description: string | null
          company_name: string | null
          company_segment: string | null
          company_website: string | null
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
          search_name: string
          state: string | null
          street: string | null
          street_number: string | null
          terms_accepted_at: string | null
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
          company_description?: string | null
          company_name?: string | null
          company_segment?: string | null
          company_website?: string | null
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
          search_name?: string
          state?: string | null
          street?: string | null
          street_number?: string | null
          terms_accepted_at?: string | null
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
          company_description?: string | null
          company_name?: string | null
          company_segment?: string | null
          company_website?: string | null
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
          search_name?: string
          state?: string | null
          street?: string | null
          street_number?: string | null
          terms_accepted_at?: string | null
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
      proposal_rounds: {
        Row: {
          action: string
          author_id: string | null
          created_at: string
          due_date: string | null
          id: number
          is_barter: boolean | null
          message: string | null
          proposal_id: string
          round: number
          value_cents: number | null
        }
        Insert: {
          action: string
          author_id?: string | null
          created_at?: string
          due_date?: string | null
          id?: number
          is_barter?: boolean | null
          message?: string | null
          proposal_id: string
          round: number
          value_cents?: number | null
        }
        Update: {
          action?: string
          author_id?: string | null
          created_at?: string
          due_date?: string | null
          id?: number
          is_barter?: boolean | null
          message?: string | null
          proposal_id?: string
          round?: number
          value_cents?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "proposal_rounds_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proposal_rounds_proposal_id_fkey"
            columns: ["proposal_id"]
            isOneToOne: false
            referencedRelation: "proposals"
            referencedColumns: ["id"]
          },
        ]
      }
      proposals: {
        Row: {
          application_id: string | null
          awaiting: string | null
          created_at: string
          creator_id: string | null
          decline_reason: string | null
          deliverables: string[]
          due_date: string
          expires_at: string
          hirer_id: string | null
          id: string
          is_barter: boolean
          opportunity_id: string | null
          revisions_included: number
          round: number
          scope: string
          status: string
          title: string
          updated_at: string
          usage_months: number | null
          usage_rights: string
          value_cents: number | null
        }
        Insert: {
          application_id?: string | null
          awaiting?: string | null
          created_at?: string
          creator_id?: string | null
          decline_reason?: string | null
          deliverables: string[]
          due_date: string
          expires_at: string
          hirer_id?: string | null
          id?: string
          is_barter?: boolean
          opportunity_id?: string | null
          revisions_included: number
          round?: number
          scope: string
          status?: string
          title: string
          updated_at?: string
          usage_months?: number | null
          usage_rights: string
          value_cents?: number | null
        }
        Update: {
          application_id?: string | null
          awaiting?: string | null
          created_at?: string
          creator_id?: string | null
          decline_reason?: string | null
          deliverables?: string[]
          due_date?: string
          expires_at?: string
          hirer_id?: string | null
          id?: string
          is_barter?: boolean
          opportunity_id?: string | null
          revisions_included?: number
          round?: number
          scope?: string
          status?: string
          title?: string
          updated_at?: string
          usage_months?: number | null
          usage_rights?: string
          value_cents?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "proposals_application_id_fkey"
            columns: ["application_id"]
            isOneToOne: false
            referencedRelation: "applications"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proposals_creator_id_fkey"
            columns: ["creator_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proposals_hirer_id_fkey"
            columns: ["hirer_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "proposals_opportunity_id_fkey"
            columns: ["opportunity_id"]
            isOneToOne: false
            referencedRelation: "opportunities"
            referencedColumns: ["id"]
          },
        ]
      }
      reviews: {
        Row: {
          author_id: string | null
          body: string
          briefing: number | null
          communication: number
          contract_id: string
          created_at: string
          hidden_at: string | null
          hidden_reason: string | null
          id: string
          payment: number | null
          quality: number | null
          rating: number
          replied_at: string | null
          reply: string | null
          revealed_at: string | null
          subject_id: string | null
          subject_role: string
          timeliness: number | null
        }
        Insert: {
          author_id?: string | null
          body?: string
          briefing?: number | null
          communication: number
          contract_id: string
          created_at?: string
          hidden_at?: string | null
          hidden_reason?: string | null
          id?: string
          payment?: number | null
          quality?: number | null
          rating: number
          replied_at?: string | null
          reply?: string | null
          revealed_at?: string | null
          subject_id?: string | null
          subject_role: string
          timeliness?: number | null
        }
        Update: {
          author_id?: string | null
          body?: string
          briefing?: number | null
          communication?: number
          contract_id?: string
          created_at?: string
          hidden_at?: string | null
          hidden_reason?: string | null
          id?: string
          payment?: number | null
          quality?: number | null
          rating?: number
          replied_at?: string | null
          reply?: string | null
          revealed_at?: string | null
          subject_id?: string | null
          subject_role?: string
          timeliness?: number | null
        }
        Relationships: [
          {
            foreignKeyName: "reviews_author_id_fkey"
            columns: ["author_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "reviews_contract_id_fkey"
            columns: ["contract_id"]
            isOneToOne: false
            referencedRelation: "contracts"
            referencedColumns: ["id"]
          },
          {
            foreignKeyName: "reviews_subject_id_fkey"
            columns: ["subject_id"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
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
      social_counts: {
        Row: {
          followers_count: number
          following_count: number
          posts_count: number
          profile_id: string
        }
        Insert: {
          followers_count?: number
          following_count?: number
          posts_count?: number
          profile_id: string
        }
        Update: {
          followers_count?: number
          following_count?: number
          posts_count?: number
          profile_id?: string
        }
        Relationships: [
          {
            foreignKeyName: "social_counts_profile_id_fkey"
            columns: ["profile_id"]
            isOneToOne: true
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
      }
      terms_versions: {
        Row: {
          body_md: string
          created_at: string
          created_by: string | null
          id: string
          is_current: boolean
          published_at: string | null
          title: string
          updated_at: string
          version: number
        }
        Insert: {
          body_md: string
          created_at?: string
          created_by?: string | null
          id?: string
          is_current?: boolean
          published_at?: string | null
          title?: string
          updated_at?: string
          version: number
        }
        Update: {
          body_md?: string
          created_at?: string
          created_by?: string | null
          id?: string
          is_current?: boolean
          published_at?: string | null
          title?: string
          updated_at?: string
          version?: number
        }
        Relationships: [
          {
            foreignKeyName: "terms_versions_created_by_fkey"
            columns: ["created_by"]
            isOneToOne: false
            referencedRelation: "profiles"
            referencedColumns: ["id"]
          },
        ]
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
          company_description: string | null
          company_name: string | null
          company_segment: string | null
          company_website: string | null
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
          company_description?: string | null
          company_name?: string | null
          company_segment?: string | null
          company_website?: string | null
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
          company_description?: string | null
          company_name?: string | null
          company_segment?: string | null
          company_website?: string | null
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
      accept_current_terms: {
        Args: {
          shown_version: number
        }
        Returns: undefined
      }
      admin_contract_counts: {
        Args: never
        Returns: {
          status: string
          total: number
        }[]
      }
      admin_hide_review: {
        Args: {
          review: string
          reason: string
        }
        Returns: undefined
      }
      admin_member_comments: {
        Args: {
          member: string
          page_size?: number
          page_offset?: number
        }
        Returns: {
          id: string
          post_id: string
          body: string
          created_at: string
          post_excerpt: string
          post_author_name: string
          total: number
        }[]
      }
      admin_member_posts: {
        Args: {
          member: string
          page_size?: number
          page_offset?: number
        }
        Returns: {
          id: string
          body: string
          image_url: string
          likes_count: number
          comments_count: number
          created_at: string
          updated_at: string
          total: number
        }[]
      }
      admin_notify_user: {
        Args: {
          target: string
          title: string
          body: string
          link?: string
        }
        Returns: undefined
      }
      admin_publish_terms: {
        Args: {
          version_id: string
        }
        Returns: {
          body_md: string
          created_at: string
          created_by: string | null
          id: string
          is_current: boolean
          published_at: string | null
          title: string
          updated_at: string
          version: number
        }
        SetofOptions: {
          from: "*"
          to: "terms_versions"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      admin_remove_comment: {
        Args: {
          comment_id: string
          reason: string
        }
        Returns: undefined
      }
      admin_remove_post: {
        Args: {
          post_id: string
          reason: string
        }
        Returns: undefined
      }
      admin_resolve_dispute: {
        Args: {
          contract: string
          outcome: string
          reason: string
        }
        Returns: undefined
      }
      admin_send_broadcast: {
        Args: {
          title: string
          body: string
          link?: string
          audience?: string
        }
        Returns: {
          body: string
          id: string
          link: string | null
          recipients: number
          sent_at: string
          sent_by: string | null
          target_category: string | null
          title: string
        }
        SetofOptions: {
          from: "*"
          to: "admin_broadcasts"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      admin_set_account_blocked: {
        Args: {
          target: string
          blocked: boolean
          reason?: string
        }
        Returns: undefined
      }
      admin_signups_per_week: {
        Args: {
          weeks?: number
        }
        Returns: {
          week_start: string
          total: number
        }[]
      }
      admin_users_by_category: {
        Args: never
        Returns: {
          category: string
          total: number
        }[]
      }
      apply_social_deltas: {
        Args: {
          profile_ids: string[]
          followers: number[]
          following: number[]
          posts: number[]
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
      audit_admin_table: {
        Args: {
          target: unknown
        }
        Returns: undefined
      }
      chat_conversations: {
        Args: {
          search?: string
          max_rows?: number
        }
        Returns: {
          id: string
          opportunity_id: string
          opportunity_title: string
          other_id: string
          other_name: string
          other_avatar_url: string
          last_message_at: string
          last_body: string
          last_sender_id: string
          last_attachment_name: string
          last_kind: string
          unread: number
          blocked_by_me: boolean
          blocked_me: boolean
        }[]
      }
      checked_contract_files: {
        Args: {
          contract: string
          me: string
          files: Json
        }
        Returns: Json
      }
      checked_due_date: {
        Args: {
          value: string
        }
        Returns: string
      }
      checked_terms: {
        Args: {
          terms: Json
        }
        Returns: {
          application_id: string | null
          awaiting: string | null
          created_at: string
          creator_id: string | null
          decline_reason: string | null
          deliverables: string[]
          due_date: string
          expires_at: string
          hirer_id: string | null
          id: string
          is_barter: boolean
          opportunity_id: string | null
          revisions_included: number
          round: number
          scope: string
          status: string
          title: string
          updated_at: string
          usage_months: number | null
          usage_rights: string
          value_cents: number | null
        }
        SetofOptions: {
          from: "*"
          to: "proposals"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      checked_text: {
        Args: {
          value: string
          min_len: number
          max_len: number
          message: string
        }
        Returns: string
      }
      checked_value: {
        Args: {
          terms: Json
        }
        Returns: number
      }
      contract_answer_extra_revision: {
        Args: {
          contract: string
          accept: boolean
        }
        Returns: undefined
      }
      contract_cancel: {
        Args: {
          contract: string
          reason: string
        }
        Returns: undefined
      }
      contract_confirm_payment: {
        Args: {
          contract: string
        }
        Returns: undefined
      }
      contract_decline_cancel: {
        Args: {
          contract: string
        }
        Returns: undefined
      }
      contract_deliver: {
        Args: {
          contract: string
          note?: string
          links?: string[]
          files?: Json
        }
        Returns: string
      }
      contract_for_move: {
        Args: {
          contract: string
          me: string
        }
        Returns: {
          cancel_reason: string | null
          cancel_requested_by: string | null
          cancelled_at: string | null
          completed_at: string | null
          created_at: string
          creator_id: string | null
          deliverables: string[]
          dispute_opened_by: string | null
          dispute_reason: string | null
          disputed_from: string | null
          due_date: string
          extra_revision_comment: string | null
          hirer_id: string | null
          id: string
          is_barter: boolean
          opportunity_id: string | null
          paid_on: string | null
          payment_receipt_path: string | null
          payment_status: string
          proposal_id: string
          resolution_reason: string | null
          reviews_close_at: string | null
          revisions_included: number
          revisions_used: number
          scope: string
          status: string
          title: string
          updated_at: string
          usage_months: number | null
          usage_rights: string
          value_cents: number | null
        }
        SetofOptions: {
          from: "*"
          to: "contracts"
          isOneToOne: true
          isSetofReturn: false
        }
      }
      contract_mark_paid: {
        Args: {
          contract: string
          paid_on: string
          receipt_path?: string
        }
        Returns: undefined
      }
      contract_open_dispute: {
        Args: {
          contract: string
          reason: string
        }
        Returns: undefined
      }
      contract_record: {
        Args: {
          c: Database["public"]["Tables"]["contracts"]["Row"]
          actor: string
          event_kind: string
          note?: string
        }
        Returns: undefined
      }
      contract_review_delivery: {
        Args: {
          contract: string
          approve: boolean
          comment?: string
        }
        Returns: undefined
      }
      cpf_cnpj_taken: {
        Args: {
          doc: string
        }
        Returns: boolean
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
      dashboard_hiring_figures: {
        Args: never
        Returns: {
          creator_active: number
          creator_concluded: number
          earned_cents: number
          hirer_active: number
          hirer_concluded: number
          spent_cents: number
          rating_average: number
          rating_count: number
        }[]
      }
      deliverables_ok: {
        Args: {
          items: string[]
        }
        Returns: boolean
      }
      delivery_links_ok: {
        Args: {
          items: string[]
        }
        Returns: boolean
      }
      deny_writes_of_blocked_accounts: {
        Args: {
          target: unknown
        }
        Returns: undefined
      }
      feed_page: {
        Args: {
          tab?: string
          before_created?: string
          before_id?: string
          page_size?: number
          only_post?: string
        }
        Returns: {
          id: string
          author_id: string
          body: string
          image_url: string
          likes_count: number
          comments_count: number
          created_at: string
          updated_at: string
          liked_by_me: boolean
          author_name: string
          author_company_name: string
          author_avatar_url: string
          author_logo_url: string
          author_headline: string
          author_category: string
        }[]
      }
      feed_preview: {
        Args: {
          page_size?: number
        }
        Returns: {
          id: string
          author_id: string
          body: string
          image_url: string
          likes_count: number
          comments_count: number
          created_at: string
          updated_at: string
          liked_by_me: boolean
          author_name: string
          author_company_name: string
          author_avatar_url: string
          author_logo_url: string
          author_headline: string
          author_category: string
        }[]
      }
      follower_range_rank: {
        Args: {
          value: string
        }
        Returns: number
      }
      has_applied: {
        Args: {
          opportunity: string
        }
        Returns: boolean
      }
      hiring_caller: {
        Args: never
        Returns: string
      }
      hiring_counts: {
        Args: never
        Returns: {
          kind: string
          status: string
          total: number
        }[]
      }
      hiring_housekeeping: {
        Args: never
        Returns: undefined
      }
      hiring_notify: {
        Args: {
          recipient: string
          notification_kind: string
          title: string
          body: string
          link: string
        }
        Returns: undefined
      }
      hiring_system_line: {
        Args: {
          hirer: string
          creator: string
          actor: string
          opportunity: string
          line: string
        }
        Returns: undefined
      }
      immutable_unaccent: {
        Args: {
          value: string
        }
        Returns: string
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
      is_contract_party: {
        Args: {
          contract: string
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
      is_hirer: {
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
      is_visible_profile: {
        Args: {
          id: string
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
      may_read_contract_file: {
        Args: {
          contract: string
        }
        Returns: boolean
      }
      may_upload_contract_file: {
        Args: {
          contract: string
        }
        Returns: boolean
      }
      moderation_reason: {
        Args: {
          reason: string
        }
        Returns: string
      }
      my_connections: {
        Args: {
          direction: string
          before_at?: string
          page_size?: number
        }
        Returns: {
          id: string
          full_name: string
          company_name: string
          category: string
          type: string
          avatar_url: string
          logo_url: string
          headline: string
          company_category: string
          city: string
          state: string
          price_from: number
          followers_range: string
          verified: boolean
          followers_count: number
          is_following: boolean
          services: string[]
          rank: number
          created_at: string
          followed_at: string
        }[]
      }
      normalize_cpf_cnpj: {
        Args: {
          value: string
        }
        Returns: string
      }
      notify_jobs: {
        Args: {
          recipient: string
          notification_kind: string
          notification_title: string
          notification_body: string
          notification_link: string
        }
        Returns: undefined
      }
      opportunity_search_document: {
        Args: {
          title: string
          description: string
        }
        Returns: unknown
      }
      opportunity_search_query: {
        Args: {
          q: string
        }
        Returns: unknown
      }
      owns_opportunity: {
        Args: {
          opportunity: string
        }
        Returns: boolean
      }
      pair_conversation: {
        Args: {
          x: string
          y: string
          opportunity: string
        }
        Returns: string
      }
      party_name: {
        Args: {
          person: string
        }
        Returns: string
      }
      post_comment_list: {
        Args: {
          target: string
        }
        Returns: {
          id: string
          post_id: string
          author_id: string
          body: string
          created_at: string
          author_name: string
          author_company_name: string
          author_avatar_url: string
        }[]
      }
      profile_cards: {
        Args: {
          ids: string[]
        }
        Returns: {
          id: string
          full_name: string
          company_name: string
          category: string
          type: string
          avatar_url: string
          logo_url: string
          headline: string
          company_category: string
          city: string
          state: string
          price_from: number
          followers_range: string
          verified: boolean
          followers_count: number
          is_following: boolean
          services: string[]
          rank: number
          created_at: string
        }[]
      }
      profile_display_name: {
        Args: {
          id: string
        }
        Returns: string
      }
      proposal_respond: {
        Args: {
          proposal: string
          answer: string
          reason?: string
          terms?: Json
        }
        Returns: string
      }
      proposal_send: {
        Args: {
          creator: string
          terms: Json
          application?: string
        }
        Returns: string
      }
      proposal_withdraw: {
        Args: {
          proposal: string
        }
        Returns: undefined
      }
      record_profile_view: {
        Args: {
          target: string
        }
        Returns: undefined
      }
      require_two_step: {
        Args: never
        Returns: undefined
      }
      review_reply: {
        Args: {
          review: string
          reply: string
        }
        Returns: undefined
      }
      review_submit: {
        Args: {
          contract: string
          rating: number
          aspects: Json
          body?: string
        }
        Returns: string
      }
      search_opportunities: {
        Args: {
          q?: string
          service_type?: string
          content_type?: string
          platform?: string
          location?: string
          uf?: string
          pay?: string
          budget_from?: number
          budget_to?: number
          deadline_until?: string
          sort?: string
          after_key?: number
          after_id?: string
          page_size?: number
        }
        Returns: {
          id: string
          owner_id: string
          title: string
          description: string
          service_type_id: string
          content_type_ids: string[]
          platforms: string[]
          pay_type: string
          budget_min: number
          budget_max: number
          application_deadline: string
          location_type: string
          city: string
          state: string
          published_at: string
          creators_wanted: number
          score: number
          match_service: boolean
          match_content_ids: string[]
          match_state: boolean
          match_followers: boolean
          sort_key: number
          owner_rating: number
          owner_reviews: number
        }[]
      }
      search_profiles: {
        Args: {
          kind?: string
          q?: string
          service_type?: string
          content_type?: string
          uf?: string
          city_name?: string
          followers?: string
          price_min?: number
          price_max?: number
          verified_only?: boolean
          company_type?: string
          category_name?: string
          before_created?: string
          before_id?: string
          page_offset?: number
          page_size?: number
          sort?: string
        }
        Returns: {
          id: string
          full_name: string
          company_name: string
          category: string
          type: string
          avatar_url: string
          logo_url: string
          headline: string
          company_category: string
          city: string
          state: string
          price_from: number
          followers_range: string
          verified: boolean
          followers_count: number
          is_following: boolean
          services: string[]
          rank: number
          created_at: string
          rating_average: number
          rating_count: number
        }[]
      }
      search_text: {
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
      suggested_profiles: {
        Args: {
          page_size?: number
        }
        Returns: {
          id: string
          full_name: string
          company_name: string
          category: string
          type: string
          avatar_url: string
          logo_url: string
          headline: string
          company_category: string
          city: string
          state: string
          price_from: number
          followers_range: string
          verified: boolean
          followers_count: number
          is_following: boolean
          services: string[]
          rank: number
          created_at: string
        }[]
      }
      sync_account_ban: {
        Args: {
          target: string
          blocked: boolean
        }
        Returns: undefined
      }
      today_br: {
        Args: never
        Returns: string
      }
      two_step_satisfied: {
        Args: never
        Returns: boolean
      }
      was_invited: {
        Args: {
          opportunity: string
        }
        Returns: boolean
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
