package replay

import (
	"encoding/json"
	"fmt"
	"reflect"
	"strings"
)

// typeProblem says in a player's words which field of a file holds the
// wrong kind of value. encoding/json's own text names Go types and struct
// tags ("should be struct { Format json.RawMessage … }"), which mean
// nothing to whoever opened the file.
func typeProblem(e *json.UnmarshalTypeError) error {
	got := jsonKind(e.Value)
	if e.Field == "" {
		return fmt.Errorf("not a replay file: expected a JSON object, not %s", got)
	}
	field := fmt.Sprintf("%.60s", e.Field)
	// Go reports the type where the value failed, which may be an entry
	// of the field's list, or a number in one of its entries: depth says
	// how far down.
	depth := 0
	if t := fieldType(e.Field); t != nil {
		for depth < 3 && shape(t) != shape(e.Type) && (t.Kind() == reflect.Slice || t.Kind() == reflect.Array) {
			t = t.Elem()
			depth++
		}
	}
	want := wantKind(e.Type)
	if n, ok := strings.CutPrefix(e.Value, "number "); ok && want != "a number" && !strings.ContainsAny(n, ".eE") &&
		!(strings.HasPrefix(n, "-") && strings.HasSuffix(want, "0 or more")) {
		got += " (out of range)" // a whole number, but too big
	}
	switch depth {
	case 0:
		return fmt.Errorf("field %s: expected %s, not %s", field, want, got)
	case 1:
		return fmt.Errorf("field %s: each entry should be %s, not %s", field, want, got)
	}
	return fmt.Errorf("field %s: an entry holds %s where %s belongs", field, got, want)
}

// fieldType is the declared type of a dotted field path (seats.name) in a
// Replay, or nil when it is not one.
func fieldType(path string) reflect.Type {
	t := reflect.TypeFor[Replay]()
	for _, name := range strings.Split(path, ".") {
		for t.Kind() == reflect.Slice || t.Kind() == reflect.Array {
			t = t.Elem()
		}
		if t.Kind() != reflect.Struct {
			return nil
		}
		var found reflect.Type
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			if tag, _, _ := strings.Cut(f.Tag.Get("json"), ","); tag == name {
				found = f.Type
			}
		}
		if found == nil {
			return nil
		}
		t = found
	}
	return t
}

// shape is a type as JSON sees it: Actions ([][4]int64) and the [][]int64
// it is read through are both lists of lists of whole numbers.
func shape(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Slice, reflect.Array:
		return "list of " + shape(t.Elem())
	}
	return wantKind(t)
}

// wantKind names what a value of type t is written as.
func wantKind(t reflect.Type) string {
	switch t.Kind() {
	case reflect.Bool:
		return "true or false"
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		return "a whole number"
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		return "a whole number, 0 or more"
	case reflect.Float32, reflect.Float64:
		return "a number"
	case reflect.String:
		return "text"
	case reflect.Slice, reflect.Array:
		return "a list"
	case reflect.Struct, reflect.Map:
		return "an object"
	}
	return "another kind of value"
}

// jsonKind names the JSON value encoding/json found ("array", "number -1").
func jsonKind(v string) string {
	switch v {
	case "array":
		return "a list"
	case "object":
		return "an object"
	case "string":
		return "text"
	case "bool":
		return "true or false"
	case "number":
		return "a number"
	case "null":
		return "null"
	}
	if n, ok := strings.CutPrefix(v, "number "); ok {
		return fmt.Sprintf("%.30s", n) // the number itself: -1, 1.5, 1e400
	}
	return "another kind of value"
}
