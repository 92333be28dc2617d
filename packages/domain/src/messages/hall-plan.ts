/**
 * Messages of hall plans (issue 31): the problems of an imported or edited plan (hall-plan/problems.ts; filled in by
 * `planProblemText`, which says which placeholders each takes) and the edits the plan editor refuses.
 */
export const hallPlanMessages = {
  // The file (import)
  planFileNotSvg: {
    de: 'Diese Datei ist keine SVG-Datei. Bitte laden Sie den Hallenplan als SVG hoch.',
    en: 'This file is not an SVG file. Please upload the hall plan as SVG.',
  },
  planFileNotDxf: {
    de: 'Diese Datei ist keine DXF-Datei. Bitte speichern Sie den Hallenplan im CAD-Programm als DXF.',
    en: 'This file is not a DXF file. Please save the hall plan as DXF in your CAD program.',
  },
  planFileTooLarge: {
    de: 'Die Datei ist größer als {maxMb} MB. Bitte entfernen Sie nicht benötigte Ebenen oder laden Sie eine kleinere Datei hoch.',
    en: 'The file is larger than {maxMb} MB. Please remove layers you do not need or upload a smaller file.',
  },
  planNoUnits: {
    de: 'Die Datei gibt keine Maßeinheit an. Bitte geben Sie zwei Punkte der Zeichnung und ihren Abstand in Metern an, oder legen Sie im Zeichenprogramm die Einheit fest (etwa Millimeter) und exportieren Sie den Plan erneut.',
    en: 'The file states no unit of measurement. Please give two points of the drawing and their distance in metres, or set the unit in your drawing program (millimetres, say) and export the plan again.',
  },
  planLayerMissing: {
    de: 'Die Ebene „{layer}“ fehlt in der Datei. Bitte wählen Sie eine der Ebenen der Datei.',
    en: 'The layer “{layer}” is missing from the file. Please choose one of the file’s layers.',
  },
  /** planLayerMissing without a layer's name: no layer, or more than one, could be the stands'. */
  planStandLayerMissing: {
    de: 'Auf welcher Ebene die Stände liegen, ist nicht eindeutig. Bitte wählen Sie die Ebene der Stände.',
    en: 'It is not clear which layer holds the stands. Please choose the layer of the stands.',
  },
  // The drawing itself (import)
  planCurvedSegment: {
    de: 'Der Plan enthält Bögen oder Kurven (markiert). Bitte wandeln Sie sie im Zeichenprogramm in gerade Linien um.',
    en: 'The plan contains arcs or curves (marked). Please turn them into straight lines in your drawing program.',
  },
  planBeyondLimits: {
    de: 'Der Plan ist größer, als ein Hallenplan sein darf (höchstens 5.000 Stände, 2.000 Ecken je Umriss, 10 km Ausdehnung): bitte die Einheiten prüfen oder die Zeichnung teilen.',
    en: 'The plan is larger than a hall plan may be (at most 5,000 stands, 2,000 corners per outline, 10 km across): please check the units or split the drawing.',
  },
  planNoStands: {
    de: 'Der Plan enthält keine Stände. Bitte zeichnen Sie Stände ein oder prüfen Sie, ob sie auf der richtigen Ebene liegen.',
    en: 'The plan contains no stands. Please draw stands or check that they are on the right layer.',
  },
  planOpenOutline: {
    de: 'Ein Umriss ist nicht geschlossen (markiert). Bitte schließen Sie ihn im Zeichenprogramm.',
    en: 'An outline is not closed (marked). Please close it in your drawing program.',
  },
  planSelfIntersection: {
    de: 'Der Umriss von Stand {stands} überschneidet sich selbst. Bitte zeichnen Sie ihn neu.',
    en: 'The outline of stand {stands} crosses itself. Please draw it again.',
  },
  /** planSelfIntersection of a shape without a number: the hall outline, a hole or a stand not yet numbered. */
  planOutlineSelfIntersection: {
    de: 'Ein Umriss überschneidet sich selbst (markiert). Bitte zeichnen Sie ihn neu.',
    en: 'An outline crosses itself (marked). Please draw it again.',
  },
  planMissingNumber: {
    de: 'Ein Stand hat keine Nummer. Bitte tragen Sie eine Standnummer ein.',
    en: 'A stand has no number. Please enter a stand number.',
  },
  planDuplicateNumber: {
    de: 'Eine Standnummer kommt mehrfach vor ({stands}). Bitte geben Sie jedem Stand eine eigene Nummer.',
    en: 'A stand number is used more than once ({stands}). Please give each stand a number of its own.',
  },
  planNoHallOutline: {
    de: 'Der Plan enthält keinen Hallenumriss. Bitte zeichnen Sie den Umriss der Halle als geschlossene Linie.',
    en: 'The plan has no hall outline. Please draw the outline of the hall as a closed line.',
  },
  // Where stands stand (editor and import)
  planStandsOverlap: {
    de: 'Die Stände {stands} überschneiden sich. Bitte verschieben oder verkleinern Sie einen davon.',
    en: 'Stands {stands} overlap. Please move or shrink one of them.',
  },
  planStandOutsideHall: {
    de: 'Stand {stands} liegt ganz oder teilweise außerhalb der Halle. Bitte verschieben Sie ihn in die Halle.',
    en: 'Stand {stands} lies wholly or partly outside the hall. Please move it into the hall.',
  },
  planStandCoversColumn: {
    de: 'Eine Säule steht auf der Grenze von Stand {stands}. Bitte legen Sie die Grenze so, dass die Säule ganz im Stand oder ganz außerhalb steht.',
    en: 'A column stands on the boundary of stand {stands}. Please move the boundary so that the column is wholly inside the stand or wholly outside.',
  },
  planStandInKeepClear: {
    de: 'Stand {stands} ragt in {zone}. Bitte verschieben oder verkleinern Sie den Stand, damit die Fläche frei bleibt.',
    en: 'Stand {stands} reaches into {zone}. Please move or shrink the stand so that the area stays clear.',
  },
  planAisleTooNarrow: {
    de: 'Der Gang zwischen den Ständen {stands} ist nur {widthM} m breit, nötig sind mindestens {minM} m. Bitte rücken Sie die Stände auseinander.',
    en: 'The aisle between stands {stands} is only {widthM} m wide; at least {minM} m are needed. Please move the stands apart.',
  },
  // Edits the plan editor refuses (hall-plan/plan-edit-result.ts)
  planStandNotFound: { de: 'Stand {number} gibt es auf diesem Plan nicht.', en: 'There is no stand {number} on this plan.' },
  standsNotNeighbours: {
    de: 'Nur Stände, die aneinandergrenzen und keine Fläche einschließen, lassen sich zusammenlegen. Bitte wählen Sie benachbarte Stände.',
    en: 'Only stands that adjoin each other and enclose no area can be merged. Please choose neighbouring stands.',
  },
  mergeNeedsTwoStands: { de: 'Bitte wählen Sie mindestens zwei Stände zum Zusammenlegen.', en: 'Please choose at least two stands to merge.' },
  numberTaken: {
    de: 'Die Nummer {number} hat schon ein anderer Stand. Bitte wählen Sie eine andere.',
    en: 'Another stand already has the number {number}. Please choose another one.',
  },
  standNumberTooLong: {
    de: 'Die Nummer {number} ist zu lang: Standnummern haben höchstens {max} Zeichen.',
    en: 'The number {number} is too long: stand numbers have at most {max} characters.',
  },
  splitOutsideStand: {
    de: 'Die Teilungslinie verläuft nicht durch Stand {number}. Bitte wählen Sie eine Stelle innerhalb des Stands.',
    en: 'The dividing line does not run through stand {number}. Please choose a place within the stand.',
  },
  splitNotInTwo: {
    de: 'So geteilt, zerfiele Stand {number} in mehr als zwei Teile. Bitte wählen Sie eine andere Teilungslinie.',
    en: 'Divided there, stand {number} would fall into more than two parts. Please choose another dividing line.',
  },
  renumberInvalid: {
    de: 'Bitte geben Sie als erste Nummer eine ganze Zahl ab 0 und als Schrittweite eine ganze Zahl ab 1 ein.',
    en: 'Please enter a whole number from 0 as the first number and a whole number from 1 as the step.',
  },
  planCoordinateOutOfRange: {
    de: 'Der Stand läge dann außerhalb des Zeichenbereichs (höchstens 10 km vom Nullpunkt). Bitte verschieben Sie ihn weniger weit.',
    en: 'The stand would then lie outside the drawing area (at most 10 km from the origin). Please move it less far.',
  },
} as const;
