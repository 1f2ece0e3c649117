/* A C program using Detent's knob as a GTK developer would: a knob and a GtkScale share one
 * GtkAdjustment, "value-changed" and "notify::value" are connected, and every step prints one line
 * the test reads. Exits 0 when every check passed. */
#include <stdio.h>
#include "detent-gtk.h"

static int failures = 0;

#define CHECK(condition) do { \
    if (!(condition)) { printf("FAILED %s (line %d)\n", #condition, __LINE__); failures++; } \
} while (0)

static void on_value_changed (GtkWidget *knob, double value, gpointer data) {
  (void) knob; (void) data;
  printf ("value-changed %.2f\n", value);
}

static void on_notify_value (GObject *knob, GParamSpec *pspec, gpointer data) {
  double value = 0;
  (void) pspec; (void) data;
  g_object_get (knob, "value", &value, NULL);
  printf ("notify::value %.2f\n", value);
}

static void on_editing (GtkWidget *knob, gpointer name) {
  (void) knob;
  printf ("%s\n", (const char *) name);
}

/* What another thread's calls return: NULL when each was ignored, as it must be. */
static gpointer
off_gtk_thread (gpointer knob)
{
  if (detent_knob_new () != NULL || detent_knob_get_type () != 0 || detent_knob_get_adjustment (knob) != NULL
      || detent_control_adjust (knob, DETENT_ADJUST_INCREMENT))
    return knob;
  return NULL;
}

int main (void) {
  gtk_init ();
  GtkAdjustment *adjustment = gtk_adjustment_new (0, 0, 100, 5, 10, 0);
  GtkWidget *scale = gtk_scale_new (GTK_ORIENTATION_HORIZONTAL, adjustment);
  GtkWidget *knob = detent_knob_new ();
  CHECK (knob != NULL);
  CHECK (G_TYPE_CHECK_INSTANCE_TYPE (knob, DETENT_TYPE_KNOB));
  CHECK (G_TYPE_CHECK_INSTANCE_TYPE (knob, GTK_TYPE_DRAWING_AREA));
  printf ("type %s css %s\n", G_OBJECT_TYPE_NAME (knob), gtk_widget_get_css_name (knob));

  g_signal_connect (knob, "value-changed", G_CALLBACK (on_value_changed), NULL);
  g_signal_connect (knob, "notify::value", G_CALLBACK (on_notify_value), NULL);
  g_signal_connect (knob, "editing-began", G_CALLBACK (on_editing), "editing-began");
  g_signal_connect (knob, "editing-ended", G_CALLBACK (on_editing), "editing-ended");

  /* The knob takes the scale's adjustment: its range, step and value. */
  g_object_set (knob, "adjustment", gtk_range_get_adjustment (GTK_RANGE (scale)), NULL);
  double minimum = -1, maximum = -1, step = -1, value = -1;
  g_object_get (knob, "minimum-value", &minimum, "maximum-value", &maximum, "step", &step, "value", &value, NULL);
  printf ("range %.0f %.0f step %.0f value %.2f\n", minimum, maximum, step, value);
  CHECK (detent_knob_get_adjustment (knob) == adjustment);

  /* The scale moves: the knob follows (notify, no value-changed: the knob's user did nothing). */
  printf ("-- scale to 40\n");
  gtk_range_set_value (GTK_RANGE (scale), 40);
  g_object_get (knob, "value", &value, NULL);
  printf ("knob value %.2f\n", value);

  /* The knob's user turns it one step: value-changed, notify, and the scale follows. */
  printf ("-- knob increment\n");
  CHECK (detent_control_adjust (knob, DETENT_ADJUST_INCREMENT));
  printf ("scale value %.2f\n", gtk_range_get_value (GTK_RANGE (scale)));

  /* The program sets the knob's property: notify, and the scale follows. */
  printf ("-- g_object_set value 80\n");
  g_object_set (knob, "value", 80.0, NULL);
  printf ("scale value %.2f\n", gtk_range_get_value (GTK_RANGE (scale)));

  /* The same value again notifies nothing. */
  printf ("-- g_object_set value 80 again\n");
  g_object_set (knob, "value", 80.0, NULL);

  /* A knob made with g_object_new has its Swift side too. */
  GtkWidget *other = g_object_new (DETENT_TYPE_KNOB, "maximum-value", 10.0, "value", 7.5, NULL);
  g_object_get (other, "value", &value, "maximum-value", &maximum, NULL);
  printf ("g_object_new knob value %.2f maximum %.0f\n", value, maximum);

  /* A call from a thread other than GTK's says so on standard error and does nothing. */
  printf ("-- off GTK's thread\n");
  fflush (stdout);
  GThread *thread = g_thread_new ("off-gtk", off_gtk_thread, knob);
  CHECK (g_thread_join (thread) == NULL);
  fflush (stderr);

  /* Bad input is ignored. */
  CHECK (!detent_control_adjust (NULL, DETENT_ADJUST_INCREMENT));
  CHECK (!detent_control_adjust (scale, DETENT_ADJUST_INCREMENT));
  CHECK (!detent_control_adjust (knob, (DetentAdjust) 99));
  detent_knob_set_adjustment (scale, adjustment);

  /* Shown in a window, it paints and goes away with the window. */
  GtkWidget *window = gtk_window_new ();
  GtkWidget *box = gtk_box_new (GTK_ORIENTATION_VERTICAL, 0);
  gtk_box_append (GTK_BOX (box), knob);
  gtk_box_append (GTK_BOX (box), scale);
  gtk_box_append (GTK_BOX (box), other);
  gtk_window_set_child (GTK_WINDOW (window), box);
  gtk_window_present (GTK_WINDOW (window));
  for (int i = 0; i < 50; i++) g_main_context_iteration (NULL, FALSE);
  gtk_window_destroy (GTK_WINDOW (window));
  for (int i = 0; i < 10; i++) g_main_context_iteration (NULL, FALSE);

  printf ("done %d failures\n", failures);
  return failures == 0 ? 0 : 1;
}
